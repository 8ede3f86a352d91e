import type { PageName } from '../conversation/page-name';
import type { IntentId } from './intent-id';

/**
 * Keywords of one intent. A keyword is one or more words that must all appear in the question, in any
 * order; a word matches itself and its plural, and a trailing * matches any ending ("donat*").
 */
export interface IntentKeywords {
  /** Enough on their own to pick the intent. */
  strong: readonly string[];
  /** Only count together with another keyword. */
  weak?: readonly string[];
}

export const intentCatalogue: Record<IntentId, IntentKeywords> = {
  handicap: {
    strong: ['handicap', 'coursehandicap', 'playinghandicap', 'slope', 'course rating', 'whs'],
    weak: ['index', 'rating', 'allowance*', 'percent*'],
  },
  'strokes-per-hole': {
    strong: ['strokeindex', 'stroke* get', 'stroke* receive*', 'shot* get', 'pops', 'handicap stroke*', 'stroke* hole', 'stroke* allocat*'],
    weak: ['which hole*', 'hardest'],
  },
  'hole-info': {
    strong: [
      'yardage',
      'yard*',
      'how long course',
      'course length',
      'holeref par',
      'holeref long',
      'holeref length',
      'how long hole',
      'holeref hard*',
      'holeref difficult*',
      'par hole',
    ],
    weak: ['holeref'],
  },
  'net-score': { strong: ['net', 'gross'] },
  'best-ball': { strong: ['bestball'] },
  scramble: { strong: ['scramble*'], weak: ['best shot', 'texas', 'team handicap'] },
  'stroke-play': { strong: ['strokeplay'], weak: ['every stroke', 'count* stroke*'] },
  'match-play': {
    strong: ['matchplay', 'dormie', 'allsquare', 'matchresult', 'matchmargin', 'halve*', 'conced*'],
    weak: ['match*', 'hole* won', 'hole* up'],
  },
  stableford: { strong: ['stableford'], weak: ['point*'] },
  'tournament-format': {
    strong: [
      'format* today',
      'format* tournament',
      'format* we play*',
      'format* are play*',
      'scored',
      'scoring work*',
      'game* today',
      'game* we play*',
      'how win',
    ],
    weak: ['today', 'this tournament'],
  },
  formats: { strong: ['format*', 'which game', 'what game', 'type* game', 'kind* game'], weak: ['game*', 'play style'] },
  ties: { strong: ['tie', 'tied', 'tiebreak', 'countback', 'playoff*', 'play off*', 'sharedposition'], weak: ['same score', 'level'] },
  'thru-shotgun': {
    strong: ['thru', 'shotgun', 'start* hole', 'first hole', 'which hole start*', 'teetime'],
    weak: ['current hole', 'completion', 'percent* complete'],
  },
  'score-names': { strong: ['birdie*', 'eagle*', 'bogey*', 'bogie*', 'albatross*', 'ace', 'condor*', 'par'], weak: ['score name*'] },
  mulligans: { strong: ['mulligan*', 'gimme*', 'breakfast ball*', 'do over*', 'redo*', 'pick* up'] },
  weather: {
    strong: ['weather', 'rain*', 'wind*', 'forecast', 'temperature', 'lightning', 'thunder*', 'playab*', 'storm*'],
    weak: ['cold', 'hot', 'sun*', 'condition*'],
  },
  'qr-code': { strong: ['qr', 'scan*'] },
  'tv-view': { strong: ['tv', 'clubhouse', 'display*', 'screen*', 'projector', 'monitor'] },
  'team-standing': {
    strong: [
      'our position*',
      'our score*',
      'our rank*',
      'our place*',
      'our total*',
      'how we doing',
      'how we play*',
      'where we stand*',
      'we standing',
      'my team doing',
      'my team position*',
      'my team score*',
      'my team rank*',
      'my team thru',
      'my team total*',
      'where my team',
      'team position*',
      'team rank*',
      'team place*',
      'we thru',
      'what hole we',
    ],
  },
  leader: {
    strong: ['leading', 'leader*', 'winning', 'who is first', 'who is ahead', 'standing*', 'in lead', 'top team*', 'who won', 'result*'],
    weak: ['first place', 'position*', 'rank*', 'best team'],
  },
  'charity-admin': {
    strong: [
      'updat* raised',
      'chang* raised',
      'edit* raised',
      'updat* goal',
      'chang* goal',
      'edit* goal',
      'set* goal',
      'charity tab',
      'paypal link',
      'record* donation*',
    ],
    weak: ['updat* amount', 'milestone*'],
  },
  'charity-progress': {
    strong: ['raised', 'how much', 'fundrais*', 'goal', 'charity progress', 'next milestone*'],
    weak: ['charit*', 'total*', 'money', 'progress', 'so far'],
  },
  donate: { strong: ['donat*', 'paypal', 'contribut*', 'give money', 'support charity'], weak: ['give', 'pay*'] },
  'join-team': { strong: ['join*', 'invitecode'], weak: ['code*', 'teammate*'] },
  'manage-team': {
    strong: [
      'manag* team',
      'edit* team',
      'renam* team',
      'chang* team',
      'team name',
      'add* player*',
      'remov* player*',
      'chang* handicap',
      'updat* handicap',
      'edit* player*',
    ],
  },
  'register-foursome': {
    strong: ['register*', 'registration', 'foursome*', 'creat* team*', 'new team*', 'signup team*', 'form* team*', 'mak* team*', 'enter* team*'],
  },
  'enter-scores': {
    strong: [
      'enter* score*',
      'record* score*',
      'input* score*',
      'post* score*',
      'keep* score*',
      'scorecard',
      'complete hole',
      'add* score*',
      'log* score*',
      'put* score*',
      'correct* score*',
      'fix* score*',
      'chang* score*',
      'wrong score*',
    ],
    weak: ['score*', 'strokes hole'],
  },
  offline: {
    strong: [
      'offline',
      'no signal',
      'no reception',
      'no internet',
      'no connection',
      'lose signal',
      'lost signal',
      'los* connection',
      'without internet',
      'no wifi',
      'no coverage',
      'bad signal',
      'no data',
    ],
    weak: ['signal', 'internet', 'wifi', 'connection', 'reception'],
  },
  'check-in': { strong: ['checkin'], weak: ['arriv*', 'desk'] },
  'pre-register': { strong: ['preregister', 'draft*'], weak: ['bulk', 'many team*', 'several team*'] },
  'create-tournament': {
    strong: [
      'creat* tournament*',
      'new tournament*',
      'set* tournament*',
      'organi* tournament*',
      'host* tournament*',
      'start* tournament*',
      'run* tournament*',
      'mak* tournament*',
      'add* tournament*',
      'plan* tournament*',
    ],
    weak: ['event*', 'outing*'],
  },
  admin: { strong: ['admin*', 'manag*', 'organi*'], weak: ['delet*', 'edit*', 'renam*', 'remov*'] },
  'sign-in': { strong: ['signin', 'signup', 'signout', 'account*', 'password*', 'google'], weak: ['log*', 'profile'] },
  thanks: { strong: ['thank*', 'thx', 'cheers', 'ty'], weak: ['great', 'awesome', 'helpful', 'perfect'] },
  greeting: { strong: ['hi', 'hello', 'hey', 'howdy', 'good morning', 'good afternoon', 'good evening', 'who are you', 'what can you do', 'help'] },
};

/** Intents a page is mostly about: a question that fits two intents equally goes to the page's one. */
export const pageIntents: Record<PageName, readonly IntentId[]> = {
  home: ['tournament-format', 'register-foursome', 'join-team', 'leader', 'donate', 'tv-view'],
  tournaments: ['create-tournament', 'charity-progress', 'formats'],
  scorecard: ['enter-scores', 'strokes-per-hole', 'hole-info', 'team-standing', 'offline', 'net-score', 'manage-team', 'score-names'],
  leaderboard: ['leader', 'team-standing', 'ties', 'thru-shotgun', 'tv-view', 'charity-progress'],
  admin: ['check-in', 'pre-register', 'charity-admin', 'admin', 'manage-team'],
  tournament: ['join-team', 'register-foursome', 'tv-view', 'enter-scores'],
};
