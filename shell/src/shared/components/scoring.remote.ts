import { federatedComponent } from './federation';

const area = 'Scoring';

export const ScorecardPage = federatedComponent('scoring', 'ScorecardPage', { area });
export const TeamSelectPage = federatedComponent('scoring', 'TeamSelectPage', { area });
export const JoinPage = federatedComponent('scoring', 'JoinPage', { area });
export const StationPage = federatedComponent('scoring', 'StationPage', { area });
export const RegisterPage = federatedComponent('scoring', 'RegisterPage', { area });
export const RegistrationConfirmationPage = federatedComponent('scoring', 'RegistrationConfirmationPage', { area });
export const FieldCardsPage = federatedComponent('scoring', 'FieldCardsPage', { area });
export const MyStationsPage = federatedComponent('scoring', 'MyStationsPage', { area });
export const AuctionPage = federatedComponent('scoring', 'AuctionPage', { area });
export const AuctionItemPage = federatedComponent('scoring', 'AuctionItemPage', { area });
export const AuctionMyBidsPage = federatedComponent('scoring', 'AuctionMyBidsPage', { area });
