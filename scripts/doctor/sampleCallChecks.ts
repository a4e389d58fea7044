/**
 * Checks on one sample tools/call result: it succeeded, its structuredContent matches the advertised
 * outputSchema (validated with the SDK's own Ajv validator, as SDK clients do), and what the model reads
 * (structuredContent JSON plus content text) fits the budget.
 */

import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { type Finding, fail, pass } from "./rules.ts";

/** 4 kB: a handful of items with short reasons; anything longer belongs in the widget-only _meta. */
export const DEFAULT_MODEL_BUDGET_BYTES = 4096;

const validator = new AjvJsonSchemaValidator();

function modelPayloadBytes(result: CallToolResult): number {
  const structured = result.structuredContent === undefined ? 0 : Buffer.byteLength(JSON.stringify(result.structuredContent));
  const text = (result.content ?? []).reduce((sum, block) => sum + (block.type === "text" ? Buffer.byteLength(block.text) : 0), 0);
  return structured + text;
}

export function sampleCallFindings(tool: Tool, args: Record<string, unknown>, result: CallToolResult, budgetBytes: number): Finding[] {
  const call = `tools/call ${tool.name} ${JSON.stringify(args)}`;
  if (result.isError) {
    const text = (result.content ?? [])
      .map((block) => (block.type === "text" ? block.text : ""))
      .join(" ")
      .slice(0, 200);
    return [
      fail(
        "sample-call-succeeds",
        `The sample ${call} returned an error ("${text}"): pass arguments that should succeed with --args '<json>', or fix the tool.`,
      ),
    ];
  }
  if (result.structuredContent === undefined || (result.content ?? []).length === 0) {
    const missing = result.structuredContent === undefined ? "structuredContent" : "content";
    return [
      fail(
        "sample-call-succeeds",
        `The sample ${call} returned no ${missing}, so the widget gets no data or SDK clients reject the result: return both structuredContent and a text content block.`,
      ),
    ];
  }
  const findings: Finding[] = [pass("sample-call-succeeds", `${call} succeeded`)];
  if (tool.outputSchema) {
    const check = validator.getValidator(tool.outputSchema as Parameters<AjvJsonSchemaValidator["getValidator"]>[0])(
      result.structuredContent,
    );
    findings.push(
      check.valid
        ? pass("structured-content-valid", `${tool.name}'s structuredContent matches its outputSchema`)
        : fail(
            "structured-content-valid",
            `The structuredContent of ${tool.name} does not match its outputSchema (${check.errorMessage}), and hosts' SDK clients reject such results: make the result conform, or correct the schema.`,
          ),
    );
  }
  const bytes = modelPayloadBytes(result);
  findings.push(
    bytes <= budgetBytes
      ? pass("model-payload-budget", `${tool.name}: the model reads ${bytes} bytes (budget ${budgetBytes})`)
      : fail(
          "model-payload-budget",
          `The model reads ${bytes} bytes of ${tool.name}'s result (structuredContent JSON plus text), over the ${budgetBytes}-byte budget: keep structuredContent to what the model needs and move presentation detail to the widget-only _meta.`,
        ),
  );
  return findings;
}
