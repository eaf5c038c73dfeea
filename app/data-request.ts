/**
 * React Router's single-fetch data requests: `/Contact.data`, and `/_root.data` for the home page.
 * A hydrated page's fetchers and navigations ask for these; a page without JavaScript never does.
 */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(".data");
}
