/** Said on the desk's rooms and gallery pages upstream, where they show the hotel's system's content read-only. */
export const ownedUpstream =
  "These come from the hotel's own system, which the site reads them from: change them there, and the site follows within minutes.";
