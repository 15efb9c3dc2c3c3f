/**
 * What players read and what is written down: descriptions, reveals, the log, the Finale's words, Learn to
 * play's guide.
 */
package meq.rules.words;
