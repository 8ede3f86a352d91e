import type { OpenApiRoute } from '../openapi-route';
import { accountRoutes } from './account.routes';
import { auctionCheckoutRoutes } from './auction-checkout.routes';
import { auctionControlRoutes } from './auction-controls.routes';
import { auctionRoutes } from './auction.routes';
import { awardsRoutes } from './awards.routes';
import { charityRoutes } from './charity.routes';
import { chatRoutes } from './chat.routes';
import { closeOutRoutes } from './close-out.routes';
import { contestRoutes } from './contest.routes';
import { courseRoutes } from './course.routes';
import { eventRoutes } from './event.routes';
import { fundraisingRoutes } from './fundraising.routes';
import { healthRoutes } from './health.routes';
import { matchPairingRoutes } from './match-pairing.routes';
import { messagesRoutes } from './messages.routes';
import { paymentRoutes } from './payment.routes';
import { metricsRoutes } from './metrics.routes';
import { leaderboardRoutes } from './leaderboard.routes';
import { mailRoutes } from './mail.routes';
import { eventTeamRoutes } from './event-team.routes';
import { organisationRoutes } from './organisation.routes';
import { playerRoutes } from './player.routes';
import { printRoutes } from './print.routes';
import { registrationRoutes } from './registration.routes';
import { reminderRoutes } from './reminder.routes';
import { scoreRoutes } from './score.routes';
import { skinsRoutes } from './skins.routes';
import { startsRoutes } from './starts.routes';
import { teamRoutes } from './team.routes';
import { tournamentRoutes } from './tournament.routes';
import { weatherRoutes } from './weather.routes';

/** Every route of the API, in the order the document lists them. */
export const openApiRoutes: readonly OpenApiRoute[] = [
  ...tournamentRoutes,
  ...charityRoutes,
  ...fundraisingRoutes,
  ...closeOutRoutes,
  ...registrationRoutes,
  ...teamRoutes,
  ...playerRoutes,
  ...courseRoutes,
  ...scoreRoutes,
  ...leaderboardRoutes,
  ...eventRoutes,
  ...matchPairingRoutes,
  ...startsRoutes,
  ...printRoutes,
  ...messagesRoutes,
  ...reminderRoutes,
  ...contestRoutes,
  ...skinsRoutes,
  ...awardsRoutes,
  ...auctionRoutes,
  ...auctionCheckoutRoutes,
  ...auctionControlRoutes,
  ...eventTeamRoutes,
  ...organisationRoutes,
  ...weatherRoutes,
  ...chatRoutes,
  ...paymentRoutes,
  ...accountRoutes,
  ...healthRoutes,
  ...metricsRoutes,
  ...mailRoutes,
];
