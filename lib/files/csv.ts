/**
 * A CSV cell a spreadsheet program would run as a formula: one starting with = + - @, a tab or a
 * carriage return, whatever follows. For Papa.unparse's `escapeFormulae`, which puts a quote
 * before such a cell. Papa's own pattern (`escapeFormulae: true`) reads the first line only, so a
 * cell such as "=HYPERLINK(…)" followed by a line break went out as it was. Every CSV written
 * here (the BFF's import files, the reference upstream's exports) escapes with this one.
 */
export const FORMULA_CELL = /^[=+\-@\t\r]/;
