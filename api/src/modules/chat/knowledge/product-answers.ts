import { limits } from '@fairway/contracts';
import { formatUsd } from '@fairway/golf';

const milestones = limits.charityMilestonesDollars.map((dollars) => formatUsd(dollars * 100)).join(', ');

export const productAnswers = {
  'qr-code': [
    "The QR code on a tournament's home page, the Leaderboard page and the TV view opens that tournament's team list: scan it with a phone camera, pick your team and go straight to the scorecard.",
    'Copy QR Link on the tournament card copies the same address to share in a message.',
  ].join('\n'),
  'tv-view': [
    'The TV view is made for a clubhouse screen: tournament name, course, a clock, the format, a QR code to join, charity progress and every team on the leaderboard (the leader in gold, the top three in green).',
    '- Open it from the tournament card (TV Leaderboard) or the Leaderboard page (Open TV View), or go to /tournament/{id}/tv.',
    '- It refreshes every 30 seconds and needs no sign-in, so any browser on the screen works; press F11 for full screen.',
  ].join('\n'),
  leader: [
    'The Leaderboard page shows the live top 5: position, team, current hole, percent complete and score against par, updated as scores come in. Tied teams show as T2.',
    'For the whole field on a big screen use Open TV View. There is no tournament in play right now, so there is nobody to report on yet.',
  ].join('\n'),
  'charity-admin': [
    'Tournament admins edit the charity in Tournament Administration (admin icon in the top bar), Charity tab:',
    '- Charity goal: whole dollars, 0 or more.',
    '- Amount raised: dollars and cents, 0 or more; update it as donations come in.',
    '- PayPal link: must start with http:// or https://; leave it empty to remove the donate link.',
    `Raising the amount past a milestone (${milestones}) sends a milestone notification.`,
  ].join('\n'),
  'charity-progress': [
    'Every tournament card and the TV view show the amount raised against the charity goal, with a progress bar rounded to a whole percent.',
    'The organiser updates the amount raised as donations come in. There is no tournament in play right now; the Tournaments page lists each one with its total.',
  ].join('\n'),
  donate: [
    'To donate, press the donate button on the tournament banner on the home page:',
    '- "Donate via PayPal" opens the organiser\'s donation page in a new tab.',
    '- Without a donation link the button reads "Donate Now", or is disabled when the organiser has not set one up.',
    'Payments never go through this app. The organiser adds donations to the amount raised, so yours shows on the charity card once they record it.',
  ].join('\n'),
  'join-team': [
    'To join a foursome with an invite code:',
    '1. Sign in (top right).',
    '2. Open the tournament and choose Register Foursome (or /tournament/{id}/join).',
    '3. Enter the 6-character code from your teammate (letters and digits) and press Join.',
    "You are added with your account's e-mail, which is how the Scorecard finds your team.",
    '"Invalid invite code or team is full." means the code is wrong or the team already has 4 players: check the code with your captain.',
  ].join('\n'),
  'manage-team': [
    'On the Scorecard, open Manage Team (team members and the tournament admin):',
    '- Edit Team, change the team name or players (name, optional e-mail, handicap 0-54), then Save Changes; Cancel restores the old values.',
    '- A team has up to 4 players, in positions 1-4.',
    "Add a teammate's sign-in e-mail so the Scorecard recognises them. Admins can also add, rename and remove teams and players in the admin Teams tab.",
  ].join('\n'),
  'register-foursome': [
    'To register a foursome:',
    '1. Sign in (top right).',
    '2. Open the tournament from Home and choose Register Foursome.',
    '3. Enter a team name and a starting hole (1-18); add up to 4 players with name, optional e-mail and handicap (18 if left blank).',
    '4. Create it: you get a 6-character invite code. Share it (Copy) so teammates can join with their own accounts.',
    'You are on the team yourself, and each player with an e-mail sees the team on the Scorecard.',
  ].join('\n'),
  'enter-scores': [
    'Entering scores:',
    '1. Open Scorecard in the top menu (or Enter Scorecard on the tournament card) and pick your team if asked.',
    `2. For each player type the strokes (${limits.minStrokes}-${limits.maxStrokes}) or use - and +; a blank counts as par.`,
    '3. Net scores and the best score on the hole update as you go.',
    '4. Press Complete Hole: it saves and moves on to the next hole after a second. Prev, Next and the hole buttons jump around.',
    'Entering a score again corrects it (never a duplicate). Team members and the tournament admin can post scores.',
  ].join('\n'),
  'hole-info': [
    "The Scorecard shows each hole's par, yardage and handicap (stroke index, 1 = hardest) under Hole Details.",
    "I don't know that for a tournament right now: none is in play today. Ask me again on a tournament's page.",
  ].join('\n'),
  'tournament-format': [
    'Each tournament has one format, chosen when it is created: best ball, scramble or stroke play. Its card and the TV view show it.',
    "I don't know which one you mean right now: no tournament is in play today. Ask me again on a tournament's page.",
  ].join('\n'),
  'team-standing': [
    "The Leaderboard page shows every team's position, score against par and holes played (thru).",
    "I don't know that right now: no tournament is in play today.",
  ].join('\n'),
  offline: [
    'No signal on the course? Keep scoring: scores you enter are kept on your phone and sent by themselves, each exactly once, when the connection returns.',
    '- The scorecard shows how many scores are waiting to be sent, and when all are through.',
    '- The scorecard still opens with your team, holes and scores while offline, even after a reload.',
    'The leaderboard catches up as soon as your phone is back online.',
  ].join('\n'),
  'check-in': [
    'Check-in is for the tournament admin: admin icon in the top bar, Tournament Administration, pick the tournament, Check-In tab.',
    '- Search by team name, player name or e-mail.',
    '- Check in one player, or the whole team at once.',
    '- The team badge shows Not Started, n/m checked in, or Complete; the time of each check-in is recorded.',
    'Players: just give your name at the desk.',
  ].join('\n'),
  'pre-register': [
    'Pre-registration (tournament admin): Tournament Administration, Pre-Register tab.',
    '- Add a draft per team: team name, up to four players (name, optional e-mail, handicap 0-54) and a starting hole.',
    '- Register creates every draft team; a blank handicap becomes 18 and players without a name are dropped.',
    'Give teams different starting holes for a shotgun start.',
  ].join('\n'),
  'create-tournament': [
    'To create a tournament: sign in, open Tournaments and press Create Tournament. Fill in:',
    '- Name and date (today or later)',
    '- Golf course from the list (real scorecards: par, yardage and stroke index per hole)',
    '- Format: best ball, scramble or stroke play',
    '- Charity name, goal (at least $1) and an optional PayPal link',
    'You become its admin. A tournament dated today is active straight away; a later date is upcoming.',
  ].join('\n'),
  admin: [
    'The tournament admin (whoever created it) manages it from the admin icon in the top bar, or Admin, then Manage:',
    '- Tournament: edit name, course, format and status, or delete it (cannot be undone)',
    '- Pre-Register: add many teams at once',
    '- Check-In: players and whole teams',
    '- Teams: add, rename and delete teams; add, edit and remove players',
    '- Charity: goal, amount raised and PayPal link',
    'Only the admin sees these tournaments there, and the server refuses these changes from anyone else.',
  ].join('\n'),
  'sign-in': [
    'Sign In is at the top right: continue with Google, or use e-mail and a password of at least 6 characters (Create Account if you are new).',
    'Visitors can browse tournaments, leaderboards and the TV view. Sign in to create a tournament, register or join a foursome and enter scores.',
  ].join('\n'),
  thanks: "You're welcome! Enjoy your round, and ask me anytime about rules, handicaps or the tournament.",
} as const;
