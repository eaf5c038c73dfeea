import { data, type RouterContextProvider } from "react-router";
import { deskRatesContext } from "~/context";
import { deskOf } from "../desk-context.server";

/** The signed-in member of staff and the rates; upstream, a 404 that says where rates are kept. */
export function deskRatesOf(context: Readonly<RouterContextProvider>) {
  const { staff } = deskOf(context);
  const rates = context.get(deskRatesContext);
  if (!rates) {
    throw data("Rates and rooms are managed in the hotel's own system, so they are changed there.", { status: 404 });
  }
  return { staff, rates };
}
