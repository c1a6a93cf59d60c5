/**
 * LIKE / ILIKE patterns from text a person typed. PostgreSQL's default LIKE escape character is the backslash,
 * so escaping \ % and _ with it makes them match themselves; the pattern is always sent as a bound parameter.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

export const startsWithPattern = (text: string) => `${escapeLike(text)}%`;

/** A word inside the value starts with the text ("Sharma" in "Priya Sharma"). */
export const wordStartsWithPattern = (text: string) => `% ${escapeLike(text)}%`;
