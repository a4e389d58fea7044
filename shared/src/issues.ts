/** Turns a zod failure into one line per bad field, e.g. `budget: must be at most 10000`, for models and people. */
import type * as z from "zod/mini";

export function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : "(arguments)";
    if (issue.code === "unrecognized_keys") return `${path}: unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
    return `${path}: ${issue.message}`;
  });
}
