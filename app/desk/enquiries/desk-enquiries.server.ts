import { data, type RouterContextProvider } from "react-router";
import { deskEnquiriesContext } from "~/context";
import { deskOf } from "../desk-context.server";

/** The signed-in member of staff and the desk's enquiries, for an enquiries loader or action. */
export function deskEnquiriesOf(context: Readonly<RouterContextProvider>) {
  const { staff } = deskOf(context);
  const enquiries = context.get(deskEnquiriesContext);
  if (!enquiries) throw data("Sign in through Cloudflare Access to use the front desk.", { status: 401 });
  return { staff, enquiries };
}
