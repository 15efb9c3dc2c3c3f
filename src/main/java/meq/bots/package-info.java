/**
 * Bots: a view to an action (random, heuristic), the search bot, and the strength of a table seat.
 */
package meq.bots;
