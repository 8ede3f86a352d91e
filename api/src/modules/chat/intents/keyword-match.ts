/** Words this long forgive one typo ("leadr", "wether", "stablford"); shorter ones must be spelled right. */
const MIN_FUZZY_LENGTH = 5;

/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start + 1);
  const restB = b.slice(start + 1);
  if (a.length === b.length) return restA === restB || (a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2));
  return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
}

function exactly(word: string, token: string): boolean {
  if (word.endsWith('*')) return token.startsWith(word.slice(0, -1));
  return token === word || token === `${word}s` || token === `${word}es`;
}

function nearly(word: string, token: string): boolean {
  if (/\d/.test(token)) return false;
  if (!word.endsWith('*')) return word.length >= MIN_FUZZY_LENGTH && withinOneEdit(word, token);
  const stem = word.slice(0, -1);
  if (stem.length < MIN_FUZZY_LENGTH) return false;
  // A misspelt stem: compare it with the token's start, one letter shorter or longer too.
  return [stem.length - 1, stem.length, stem.length + 1].some((length) => withinOneEdit(stem, token.slice(0, length)));
}

function wordMatches(word: string, token: string): boolean {
  return exactly(word, token) || nearly(word, token);
}

/** True when every word of the keyword ("stroke* get") matches one of the question's tokens. */
export function keywordMatches(keyword: string, tokens: readonly string[]): boolean {
  return keyword.split(' ').every((word) => tokens.some((token) => wordMatches(word, token)));
}
