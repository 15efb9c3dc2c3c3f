/**
 * One combat round at a time (Resolver), every keyword and ability; knows nothing of the turn.
 */
package meq.combat;
