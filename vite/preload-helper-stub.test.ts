import { describe, expect, it } from "vitest";
import { stubbedPreloadHelper } from "./preload-helper-stub";

describe("the preload helper's stub", () => {
  it("keeps the helper's export and only runs the import it is given", async () => {
    const written = "var a=function(e,t,n){/* fetch t alongside */return e()};export{a as t};";
    const stub = stubbedPreloadHelper(written);
    expect(stub).toBe("const a=(e)=>e();export{a as t};\n");
    const run = new Function(`${stub?.replace(/export\{a as t\};\n$/, "")}; return a;`)() as (load: () => Promise<string>, deps: string[]) => Promise<string>;
    await expect(run(async () => "the chunk", [])).resolves.toBe("the chunk");
  });

  it("declines code that is not the helper as Vite writes it", () => {
    expect(stubbedPreloadHelper("export{a as t,b as n};")).toBeNull();
    expect(stubbedPreloadHelper("var a=1;")).toBeNull();
  });
});
