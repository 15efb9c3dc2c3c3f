/**
 * Presets: read, validated, started, and edited.
 */
package meq.rules.playtest;
