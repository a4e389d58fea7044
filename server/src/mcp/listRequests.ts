/**
 * Request schemas for the paginated list methods. The SDK's own reject `"cursor": null`, which real clients
 * and the course's examples send; these accept it and leave cursor validation to `paginate`.
 */
import * as z from "zod/mini";

const listParams = z.optional(z.looseObject({ cursor: z.optional(z.nullable(z.string())) }));
const listRequest = <M extends string>(method: M) => z.object({ method: z.literal(method), params: listParams });

export const ListToolsRequest = listRequest("tools/list");
export const ListResourcesRequest = listRequest("resources/list");
export const ListResourceTemplatesRequest = listRequest("resources/templates/list");
export const ListPromptsRequest = listRequest("prompts/list");
