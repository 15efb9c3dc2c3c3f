/**
 * A game being played: save, load by replay, autosave, undo.
 */
package meq.session;
