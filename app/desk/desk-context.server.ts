import { data, type RouterContextProvider } from "react-router";
import { deskContext, staffContext } from "~/context";

/**
 * The signed-in member of staff and the desk's services, for a desk loader or action. The Worker
 * signs in every desk request before React Router runs; this refuses again (401) if a request ever
 * reached a desk route without that, so no desk data is read without a member of staff behind it.
 */
export function deskOf(context: Readonly<RouterContextProvider>) {
  const staff = context.get(staffContext);
  const desk = context.get(deskContext);
  if (!staff || !desk) throw data("Sign in through Cloudflare Access to use the front desk.", { status: 401 });
  return { staff, desk };
}
