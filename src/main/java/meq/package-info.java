/**
 * meq: the board game Middle-Earth Quest to play, playtest and simulate; Main starts the window or a command.
 * The rooms and the one way their arrows run are in docs/ARCHITECTURE.md.
 */
package meq;
