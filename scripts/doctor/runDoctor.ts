/**
 * The preflight: connects to an MCP server like a host does (SDK Client over Streamable HTTP, advertising
 * MCP Apps support), reads what a host reads (tools, the linked templates), makes one sample call per linked
 * tool, and returns every finding. Pure checks live in the files beside this one; this one does the I/O.
 */

import { RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps";
import { EXTENSION_ID } from "@modelcontextprotocol/ext-apps/server";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { type CallToolResult, CallToolResultSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { cspFindings, linksIn, readDeclaredCsp, redirectFindings } from "./csp.ts";
import { isLoopbackHost, probeHost, publicEndpointFindings } from "./endpoint.ts";
import { type Finding, fail, pass, wouldRender } from "./rules.ts";
import { sampleArguments } from "./sampleArguments.ts";
import { DEFAULT_MODEL_BUDGET_BYTES, sampleCallFindings } from "./sampleCallChecks.ts";
import { scanHtmlUrls } from "./scanHtmlUrls.ts";
import { mimeTypeFindings, selfContainedFindings, type TemplateContent, widgetDomainFindings } from "./templateChecks.ts";
import { type TemplateLink, templateLinks, toolFindings } from "./toolChecks.ts";

export interface DoctorOptions {
  readonly url: URL;
  /** The tool to call for the sample; by default every read-only tool that links a template. */
  readonly tool?: string | undefined;
  /** Arguments for the sample call; by default made from the tool's inputSchema. */
  readonly args?: Record<string, unknown> | undefined;
  readonly budgetBytes?: number | undefined;
}

export interface DoctorReport {
  readonly url: URL;
  readonly findings: readonly Finding[];
  readonly renders: boolean;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 200);

async function connect(url: URL): Promise<Client> {
  const client = new Client(
    { name: "gift-finder-doctor", version: "1.0.0" },
    { capabilities: { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } } },
  );
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {});
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

async function readTemplate(client: Client, uri: string): Promise<TemplateContent | Finding> {
  let contents: Awaited<ReturnType<Client["readResource"]>>["contents"];
  try {
    contents = (await client.readResource({ uri })).contents;
  } catch (error) {
    return fail(
      "template-resolves",
      `The tool links ${uri} but resources/read of it fails (${describe(error)}): serve the widget HTML at exactly that URI.`,
    );
  }
  const content = contents.find((c) => c.uri === uri) ?? contents[0];
  const html =
    content && "text" in content ? content.text : content && "blob" in content ? Buffer.from(content.blob, "base64").toString("utf8") : "";
  if (!content || !/<(?:!doctype|html|body|script|div)\b/i.test(html)) {
    return fail(
      "template-resolves",
      `resources/read of ${uri} returned no HTML: return the widget's HTML as the text of a content entry with that URI.`,
    );
  }
  return { uri, mimeType: content.mimeType, html, meta: content._meta };
}

function templateFindings(content: TemplateContent): Finding[] {
  const scanned = scanHtmlUrls(content.html);
  return [
    pass("template-resolves", `${content.uri} resolves (${Buffer.byteLength(content.html)} bytes of HTML)`),
    ...mimeTypeFindings(content),
    ...selfContainedFindings(content.uri, scanned.relative),
    ...cspFindings(content.uri, readDeclaredCsp(content.meta), scanned.absolute),
    ...widgetDomainFindings(content),
  ];
}

async function sampleCall(client: Client, tool: Tool, options: DoctorOptions, template: TemplateContent | undefined): Promise<Finding[]> {
  if (options.tool === undefined && tool.annotations?.readOnlyHint !== true) {
    return [
      fail(
        "sample-call-succeeds",
        `Tool "${tool.name}" is not marked read-only, so the doctor did not call it: run again with --tool ${tool.name} --args '<json>' to allow one sample call.`,
      ),
    ];
  }
  const args = options.args ?? sampleArguments(tool.inputSchema);
  let result: CallToolResult;
  try {
    // A plain request, not client.callTool: that would reject a schema mismatch before the check can name it.
    result = await client.request({ method: "tools/call", params: { name: tool.name, arguments: args } }, CallToolResultSchema);
  } catch (error) {
    return [
      fail(
        "sample-call-succeeds",
        `The sample tools/call ${tool.name} ${JSON.stringify(args)} failed (${describe(error)}): pass arguments that should succeed with --args '<json>', or fix the tool.`,
      ),
    ];
  }
  const findings = sampleCallFindings(tool, args, result, options.budgetBytes ?? DEFAULT_MODEL_BUDGET_BYTES);
  if (!template || result.isError) return findings;
  return [
    ...findings,
    ...redirectFindings(
      tool.name,
      linksIn([result.structuredContent, result._meta]),
      readDeclaredCsp(template.meta).chatgpt?.redirectDomains,
    ),
  ];
}

export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const { url } = options;
  const findings: Finding[] = [];
  if (!isLoopbackHost(url.hostname)) findings.push(...publicEndpointFindings(url, await probeHost(url)));
  const client = await connectOrFinding(url);
  if ("rule" in client) findings.push(client);
  else {
    try {
      findings.push(...(await sessionFindings(client, options)));
    } finally {
      await client.close();
    }
  }
  return { url, findings, renders: wouldRender(findings) };
}

async function connectOrFinding(url: URL): Promise<Client | Finding> {
  try {
    return await connect(url);
  } catch (error) {
    return fail(
      "endpoint-reachable",
      `No MCP session could be opened at ${url.href} (${describe(error)}): check that the server runs and that the URL is its MCP endpoint, e.g. ending in /mcp.`,
    );
  }
}

/** What a host would find over one session: the server, its tools, their templates, and the sample calls. */
async function sessionFindings(client: Client, options: DoctorOptions): Promise<Finding[]> {
  const server = client.getServerVersion();
  const findings = [pass("endpoint-reachable", `connected to ${server?.name ?? "a server"} ${server?.version ?? ""}`.trim())];
  const tools = await listAllTools(client);
  findings.push(...toolFindings(tools));
  const links = templateLinks(tools);
  const read = await readTemplates(client, links);
  findings.push(...read.findings);
  const templates = read.templates;
  const templateOf = (tool: Tool) => {
    const uri = links.find((link) => link.tool === tool)?.uri;
    return uri === undefined ? undefined : templates.get(uri);
  };
  const sampled = options.tool === undefined ? links.map(({ tool }) => tool) : namedTool(tools, options.tool);
  if ("rule" in sampled) findings.push(sampled);
  else for (const tool of sampled) findings.push(...(await sampleCall(client, tool, options, templateOf(tool))));
  return findings;
}

/** Each linked template, read once, and what was found about each. */
async function readTemplates(
  client: Client,
  links: readonly TemplateLink[],
): Promise<{ templates: Map<string, TemplateContent>; findings: Finding[] }> {
  const templates = new Map<string, TemplateContent>();
  const findings: Finding[] = [];
  for (const uri of new Set(links.map((link) => link.uri))) {
    const template = await readTemplate(client, uri);
    if ("rule" in template) findings.push(template);
    else {
      templates.set(uri, template);
      findings.push(...templateFindings(template));
    }
  }
  return { templates, findings };
}

function namedTool(tools: readonly Tool[], name: string): [Tool] | Finding {
  const named = tools.find((tool) => tool.name === name);
  if (named) return [named];
  return fail(
    "sample-call-succeeds",
    `The server has no tool named "${name}": pass one of ${tools.map((t) => t.name).join(", ")} to --tool.`,
  );
}
