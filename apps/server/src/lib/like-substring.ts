/** LIKE treats % and _ as wildcards: a search is a literal substring (every admin grid's search). */
export function likeSubstring(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
