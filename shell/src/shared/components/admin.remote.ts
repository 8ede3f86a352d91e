import { federatedComponent } from './federation';

const area = 'Tournament administration';

export const TournamentsPage = federatedComponent('admin', 'TournamentsPage', { area: 'Tournaments' });
export const AdminPage = federatedComponent('admin', 'AdminPage', { area });
export const ResultsPage = federatedComponent('admin', 'ResultsPage', { area: 'Results' });
export const RevealPage = federatedComponent('admin', 'RevealPage', { area: 'Awards reveal' });
export const EventInvitePage = federatedComponent('admin', 'EventInvitePage', { area: 'Event team invitation' });
export const OrganisationPage = federatedComponent('admin', 'OrganisationPage', { area: 'Organisation' });
export const AdminDialog = federatedComponent('admin', 'AdminDialog', { area, variant: 'widget' });
