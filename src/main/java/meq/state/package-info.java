/**
 * GameState and its parts as plain data: tokens, tracks, decks, hands, pools and figures, card numbering,
 * the seeded generator, and snapshots to and from YAML.
 */
package meq.state;
