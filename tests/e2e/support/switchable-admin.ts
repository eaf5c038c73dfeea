/**
 * A fake of the hotel's admin API (docs/origins.md) on 127.0.0.1 whose behaviour a test switches at
 * will: healthy, refusing connections, too slow, 500, HTML garbage, or JSON of the wrong shape. It
 * is the one third party the fault suite stands in for; the Worker under test is the real build.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { text } from "node:stream/consumers";

export type AdminBehaviour = "healthy" | "down" | "slow" | "error" | "garbage" | "wrong-shape";

export interface Delivery {
  path: string;
  idempotencyKey: string | null;
  apiKey: string | null;
  body: string;
}

const rooms = [
  { id: 1, name: "Deluxe Room", room_type_name: "Deluxe Room", price: 5200 },
  { id: 2, name: "Super Deluxe Room", room_type_name: "Super Deluxe Room", price: 6800 },
  { id: 3, name: "Luxury Room", room_type_name: "Luxury Room", price: 7900 },
  { id: 4, name: "Suite Room", room_type_name: "Suite Room", price: 12500 },
].map((r) => ({
  id: r.id,
  name: r.name,
  room_type_name: r.room_type_name,
  short_description: `Upstream ${r.room_type_name} by the river.`,
  brief_description: `<p>Upstream ${r.room_type_name}.</p>`,
  home_description: `Upstream ${r.room_type_name}.`,
  room_price: r.price,
  main_image: "deluxe-1.svg",
  gallery_images: '["deluxe-1.svg","deluxe-2.svg"]',
  room_features: '["TV","Free Wifi"]',
}));

export interface SwitchableAdmin {
  url: string;
  behaviour: AdminBehaviour;
  /** Submissions the admin API accepted (2xx), in arrival order. */
  deliveries: Delivery[];
  /** Every submission attempt, accepted or not. */
  attempts: number;
  close(): Promise<void>;
}

export async function startSwitchableAdmin(initial: AdminBehaviour): Promise<SwitchableAdmin> {
  const sockets = new Set<Socket>();
  const state: SwitchableAdmin = {
    url: "",
    behaviour: initial,
    deliveries: [],
    attempts: 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (request, response) => {
    const body = await text(request);
    const path = (request.url ?? "/").split("?")[0];
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (request.method === "POST" && path !== "/api/available-rooms") state.attempts += 1;
    switch (state.behaviour) {
      case "down":
        request.socket.destroy();
        return;
      case "slow":
        // Longer than the Worker's 4 s timeout; the connection is dropped afterwards.
        setTimeout(() => request.socket.destroy(), 8_000);
        return;
      case "error":
        return json(500, { message: "Internal Server Error" });
      case "garbage":
        response.writeHead(200, { "Content-Type": "text/html" });
        response.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
        return;
      case "wrong-shape":
        return json(200, { rooms: "none", data: { unexpected: true } });
      case "healthy":
        break;
    }
    if (request.method === "GET" && path === "/api/rooms") return json(200, { data: rooms });
    const one = /^\/api\/rooms\/(\d+)$/.exec(path);
    if (request.method === "GET" && one) {
      const room = rooms.find((r) => r.id === Number(one[1]));
      return room ? json(200, room) : json(404, { message: "Not found" });
    }
    if (request.method === "GET" && path === "/api/gallery") {
      return json(200, { data: [{ id: 1, source: "pool.svg", alt_name: "The pool", heading: "Pool" }] });
    }
    if (request.method === "POST" && path === "/api/available-rooms") {
      return json(200, { data: { data: rooms.map(({ id, room_type_name, main_image, room_price, short_description }) => ({ id, room_type_name, main_image, room_price, short_description })) } });
    }
    if (request.method === "POST") {
      state.deliveries.push({
        path,
        idempotencyKey: request.headers["idempotency-key"]?.toString() ?? null,
        apiKey: request.headers["x-api-key"]?.toString() ?? null,
        body,
      });
      return json(path === "/api/bookings" ? 200 : 201, { data: { id: state.deliveries.length } });
    }
    json(404, { message: "Not found" });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
