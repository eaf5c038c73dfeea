import { OriginUnavailableError } from "~/server/app-services";
import { publicPages } from "../../content/public-pages";
import { servicesContext } from "../../context";
import type { Room } from "../../domain/api-types";
import { sitemapXml } from "./sitemap-xml";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml (product-rules.md: SEO): every public page and every room, rooms from the rooms
 * service.
 */
export async function loader({ context }: Route.LoaderArgs) {
  let rooms: Room[] = [];
  try {
    rooms = await context.get(servicesContext).rooms.list();
  } catch (error) {
    // With the origin down and nothing cached, the pages are still worth listing.
    if (!(error instanceof OriginUnavailableError)) throw error;
  }
  return new Response(sitemapXml(publicPages, rooms), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
