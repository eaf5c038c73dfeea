import type { RouterContextProvider } from "react-router";
import { staffOf } from "../desk-context.server";
import { createDeskEnquiries } from "./enquiry-store.server";

/** The signed-in member of staff and the desk's enquiries, for an enquiries loader or action. */
export function deskEnquiriesOf(context: Readonly<RouterContextProvider>) {
  const { staff, env } = staffOf(context);
  return { staff, enquiries: createDeskEnquiries(env.DB) };
}
