import { describe, expect, it } from "vitest";
import { stubBlocker, stubbedPreloadHelper } from "./preload-helper-stub";

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

describe("what stops the stub standing in for the helper", () => {
  const helper = { fileName: "assets/preload-helper-Dy.js", code: "window.dispatchEvent(new Event(`vite:preloadError`));export{a as t};" };
  const lazyPart = { fileName: "assets/home-content-B.js", code: "import{t as e}from'./preload-helper-Dy.js';e(()=>import('./gallery.js'),[])" };

  it("nothing, when the helper has its own chunk and every call passes an empty list", () => {
    expect(stubBlocker([helper, lazyPart])).toBeNull();
  });

  it("a lazily loaded chunk that hands the helper a list (a stylesheet it would insert a second time)", () => {
    const listing = { fileName: "assets/home-hero-C.js", code: "const __vite__mapDeps=(i,m=__vite__mapDeps,d=['assets/root.css'])=>i.map(i=>d[i]);" };
    expect(stubBlocker([helper, lazyPart, listing])).toBe("The preload helper is needed: assets/home-hero-C.js hand it dependencies to fetch.");
  });

  it("the helper bundled into another chunk, where the stub cannot find it", () => {
    const shell = { fileName: "assets/shell-Bq.js", code: "function i(e){let t=new Event(`vite:preloadError`)}" };
    expect(stubBlocker([shell, lazyPart])).toBe("The preload helper is bundled into assets/shell-Bq.js; keep it in its own chunk.");
  });
});
