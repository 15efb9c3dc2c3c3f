/**
 * The data: YAML to validated definitions, with files, lines and fields; the data folder on disk or inside meq.jar;
 * How to play, its tips and Learn to play's guides.
 */
package meq.data;
