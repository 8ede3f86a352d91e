function wordMatches(word: string, token: string): boolean {
  if (word.endsWith('*')) return token.startsWith(word.slice(0, -1));
  return token === word || token === `${word}s` || token === `${word}es`;
}

/** True when every word of the keyword ("stroke* get") matches one of the question's tokens. */
export function keywordMatches(keyword: string, tokens: readonly string[]): boolean {
  return keyword.split(' ').every((word) => tokens.some((token) => wordMatches(word, token)));
}
