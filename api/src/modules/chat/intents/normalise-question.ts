/**
 * Spellings folded into one token before matching, so "four-ball", "better ball" and "best ball" are one
 * keyword, and compound terms ("stroke index") do not also count as their loose words ("index").
 */
const synonyms: ReadonlyArray<[RegExp, string]> = [
  [/\b(who|what|how|where|when|it|that)['’]s\b/g, '$1 is'],
  // "hole 7", "hole #7", "the 7th", "7th hole": 'hole' stays for the keywords that name it, 'holeref' marks a number.
  [/\bhole\s*(?:number|no\.?|#)?\s*\d{1,2}\b/g, 'hole holeref'],
  [/\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?:\s+hole\b)?/g, 'hole holeref'],
  [/\b(?:hcp|hdcp|handy)\b/g, 'handicap'],
  [/\bplaying handicaps?\b/g, 'playinghandicap'],
  [/\bcourse handicaps?\b/g, 'coursehandicap'],
  [/\b(?:stroke[\s-]?index(?:es)?|si|hole handicaps?|handicap holes?)\b/g, 'strokeindex'],
  [/\b(?:best|better|four)[\s-]?balls?\b/g, 'bestball'],
  [/\b(?:stroke|medal)[\s-]?play\b/g, 'strokeplay'],
  [/\bmatch[\s-]?play\b/g, 'matchplay'],
  [/\b\d{1,2}\s?(?:&|and)\s?\d{1,2}\b/g, 'matchresult'],
  [/\b\d{1,2}\s?(?:up|down)\b/g, 'matchmargin'],
  [/\ball[\s-]?square\b/g, 'allsquare'],
  [/\b(?:check(?:s|ed|ing)?[\s-]?in|checkins?)\b/g, 'checkin'],
  [/\bcheck(?:s|ed|ing)?\s+(?:\w+\s+){1,2}in\b/g, 'checkin'],
  [/\bpre[\s-]?regist\w*/g, 'preregister'],
  [/\b(?:sign(?:ed|ing)?|log(?:ged|ging)?)[\s-]?(?:in|on)\b|\blogin\b/g, 'signin'],
  [/\b(?:sign(?:ed|ing)?|log(?:ged|ging)?)[\s-]?out\b|\blogout\b/g, 'signout'],
  [/\bsign(?:ed|ing)?[\s-]?up\b/g, 'signup'],
  [/\b(?:invit(?:e|ation)|team|join)[\s-]?codes?\b/g, 'invitecode'],
  [/\b(?:tv|television|big[\s-]?screen)\b/g, 'tv'],
  [/\bleader[\s-]?board\b/g, 'leaderboard'],
  [/\bscore[\s-]?card\b/g, 'scorecard'],
  [/\bfour[\s-]?some\b/g, 'foursome'],
  [/\bhole[\s-]?in[\s-]?one\b/g, 'ace'],
  [/\bpay[\s-]?pal\b/g, 'paypal'],
  [/\btie[\s-]?break(?:er|ers|s)?\b/g, 'tiebreak'],
  [/\bcount[\s-]?back\b/g, 'countback'],
  [/\bthrough\s+\d{1,2}\b/g, 'thru'],
  [/\bt\d{1,3}\b/g, 'sharedposition'],
  [/\bq\.?r\b/g, 'qr'],
  [/\btee[\s-]?(?:times?|off)\b/g, 'teetime'],
];

/** Lower-case words and numbers of a question, with the synonyms above applied. */
export function normaliseQuestion(text: string): string[] {
  let folded = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  for (const [pattern, replacement] of synonyms) folded = folded.replace(pattern, replacement);
  return folded
    .split(/[^a-z0-9.]+/)
    .map((token) => token.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}
