/** Methods that only read: everything else can change state and is checked for where it came from. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
