/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A cycle, type-only imports included, means two modules can only be understood together.",
      from: {},
      to: { circular: true },
    },
    {
      name: "workers-is-the-edge-shell",
      severity: "error",
      comment: "workers/ builds on the app; nothing but the Worker itself and its tests imports it.",
      from: { pathNot: "^(workers|tests)/" },
      to: { path: "^workers/" },
    },
    {
      name: "components-stay-shared",
      severity: "error",
      comment: "Shared components never reach into a feature: a feature changes without touching every page.",
      from: { path: "^app/components/" },
      to: { path: "^app/(site|booking|enquiries|desk|frame|services)/" },
    },
    {
      name: "content-is-the-bottom",
      severity: "error",
      comment: "The hotel's copy and identity import only other content and pure rules.",
      from: { path: "^app/content/" },
      to: { path: "^app/", pathNot: "^app/(content|domain)/" },
    },
    {
      name: "i18n-below-features",
      severity: "error",
      comment: "Language plumbing sits below every feature.",
      from: { path: "^app/i18n/" },
      to: { path: "^app/(site|booking|enquiries|desk|frame|components|services)/" },
    },
    {
      name: "server-code-stays-on-the-server",
      severity: "error",
      comment:
        "Pure rules, copy, language plumbing and shared components run in the browser too: they never import server code (bindings, D1, mail).",
      from: { path: "^app/(domain|content|i18n|components)/", pathNot: "(\\.test|test-support)\\.tsx?$" },
      to: { path: ["^app/(server|origin|mail)/", "\\.server\\.tsx?$"] },
    },
    {
      name: "the-origin-serves-every-capability",
      severity: "error",
      comment: "Where rooms and rates come from (D1 or the hotel's admin API) knows nothing of the pages that read them.",
      from: { path: "^app/origin/" },
      to: { path: "^app/(site|booking|enquiries|desk|frame)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router|\\.wrangler)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.cloudflare.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
