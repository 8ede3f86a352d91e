import * as golf from './index';

describe('@fairway/golf public surface', () => {
  it.each([
    'courseHandicap',
    'playingHandicap',
    'scrambleTeamHandicap',
    'matchPlayStrokes',
    'resolveHandicapAllowances',
    'strokesReceivedOnHole',
    'allocateStrokes',
    'netScore',
    'bestBallHole',
    'scrambleHole',
    'stablefordPoints',
    'matchStatus',
    'scoreName',
    'relativeToParLabel',
    'totalStrokes',
    'holeOrder',
    'roundProgress',
    'annotateTeamScores',
    'buildLeaderboard',
    'buildIndividualLeaderboard',
    'charityProgress',
    'milestonesCrossed',
    'dollarsToCents',
    'formatUsd',
    'golfConditions',
    'temperatureBand',
    'compassDirection',
  ])('exports %s', (name) => {
    expect(typeof (golf as Record<string, unknown>)[name]).toBe('function');
  });
});
