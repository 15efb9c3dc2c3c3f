/**
 * The map: a graph of locations and paths, distances, Havens, Strongholds, influence networks.
 */
package meq.board;
