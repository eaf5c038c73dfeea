import type { z } from "zod";
import type { AvailabilityQuery } from "~/server/app-services";
import { type OriginAvailableRoom, OriginFailedError, type OriginGalleryItem, type OriginRoom, type ReadOrigin } from "./origin.server";
import {
  upstreamAvailabilitySchema,
  upstreamGallerySchema,
  upstreamRoomListSchema,
  upstreamSingleRoomSchema,
} from "./upstream-schemas.server";

/** A slow admin API must never hang a page: give up after about 4 s. */
export const UPSTREAM_TIMEOUT_MS = 4000;

export interface UpstreamSettings {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/**
 * The hotel's admin API, spoken exactly as its contract (docs/origins.md) describes it
 * (product-rules.md: Two origins).
 */
export function createUpstreamOrigin(settings: UpstreamSettings): ReadOrigin {
  const call = upstreamCaller(settings);
  return {
    mode: "upstream",
    adminBaseUrl: settings.baseUrl,
    async listRooms(): Promise<OriginRoom[]> {
      const answer = await call("list rooms", "GET", "/api/rooms");
      return parse("list rooms", upstreamRoomListSchema, answer.body).data;
    },
    async getRoom(id: number): Promise<OriginRoom | null> {
      const answer = await call("get room", "GET", `/api/rooms/${id}`, { notFoundIsNull: true });
      if (answer.status === 404) return null;
      return parse("get room", upstreamSingleRoomSchema, answer.body).data;
    },
    async listGallery(): Promise<OriginGalleryItem[]> {
      const answer = await call("list gallery", "GET", "/api/gallery");
      return parse("list gallery", upstreamGallerySchema, answer.body).data;
    },
    async availableRooms(query: AvailabilityQuery): Promise<OriginAvailableRoom[]> {
      const body = {
        check_in_date: query.check_in_date,
        check_out_date: query.check_out_date,
        adults: query.adults,
        children: query.children,
        no_of_rooms: query.no_of_rooms,
      };
      const answer = await call("available rooms", "POST", "/api/available-rooms", { body });
      return parse("available rooms", upstreamAvailabilitySchema, answer.body).data.data;
    },
    // The admin API states one rate per room type: every night costs its room_price.
    stayRates: async () => new Map(),
  };
}

interface CallOptions {
  body?: unknown;
  notFoundIsNull?: boolean;
}

/**
 * One request to the admin API: the key in `X-API-KEY`, JSON both ways, a timeout. Only 200/201
 * with a JSON body count as an answer (and 404 where the caller asks for it).
 */
export function upstreamCaller({ baseUrl, apiKey, timeoutMs = UPSTREAM_TIMEOUT_MS }: UpstreamSettings) {
  return async (operation: string, method: "GET" | "POST", path: string, options: CallOptions = {}) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { "X-API-KEY": apiKey, "Content-Type": "application/json", Accept: "application/json" },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : "unreachable";
      throw new OriginFailedError(operation, reason, { cause: error });
    }
    if (options.notFoundIsNull && response.status === 404) {
      await response.body?.cancel();
      return { status: 404, body: null };
    }
    if (response.status !== 200 && response.status !== 201) {
      await response.body?.cancel();
      throw new OriginFailedError(operation, `HTTP ${response.status}`);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new OriginFailedError(operation, "body unreadable", { cause: error });
    }
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch (error) {
      throw new OriginFailedError(operation, "answer is not JSON", { cause: error });
    }
  };
}

function parse<Schema extends z.ZodType>(operation: string, schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const where = result.error.issues[0]?.path.join(".") || "(root)";
    throw new OriginFailedError(operation, `unexpected answer shape at ${where}`);
  }
  return result.data;
}
