// The Check-In tab's add-on sales and cash total in one chunk: they share the add-on calls and amount labels.
export { TeamAddOnSales } from '../features/add-ons/components/team-add-on-sales';
export { VolunteerCashTotal } from '../features/add-ons/components/volunteer-cash-total';
