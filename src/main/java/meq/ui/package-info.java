/**
 * The window, in Swing and FlatLaf: the start screen, the table, the map, the curtain, the dialogs, How to play.
 */
package meq.ui;
