import { afterEach, describe, expect, it, vi } from "vitest";
import { parseStringList } from "./parse-string-list.server";

const context = { field: "gallery_images", id: 7 };

afterEach(() => vi.restoreAllMocks());

describe("parseStringList", () => {
  it.each([
    ['["a.jpg","b.jpg"]', ["a.jpg", "b.jpg"]],
    ['[" a.jpg ", ""]', ["a.jpg"]],
    ["[]", []],
    ["", []],
    [null, []],
    [undefined, []],
    [["already", "decoded"], ["already", "decoded"]],
  ])("reads %j", (raw, list) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(parseStringList(raw, context)).toEqual(list);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([["[a.jpg, b.jpg"], ['{"a":1}'], ["[1,2]"], ['"one.jpg"'], [[1, "a"]], [42]])(
    "turns the invalid list %j into [] and logs it",
    (raw) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      expect(parseStringList(raw, context)).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      const logged = JSON.parse(String(warn.mock.calls[0][0]));
      expect(logged).toMatchObject({ event: "invalid_string_list", field: "gallery_images", roomId: 7 });
    },
  );
});
