/**
 * The rulebook in play: the turn's steps, fights, the Finale, and the card effect interpreter.
 */
package meq.rules.play;
