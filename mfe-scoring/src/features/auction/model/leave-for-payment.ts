/** Leaves the app for the payment provider's page: a whole page load, as a hosted checkout needs. Tests replace `go`. */
export const paymentNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
