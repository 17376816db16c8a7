// What a request log line says about the request: the route's pattern and the names of the query
// parameters, never their values or the ids in the path. Search terms and ids are client data;
// the logs go to places (files, log services) that the data's confidentiality does not reach.
import type { FastifyRequest } from "fastify";

export function requestForLog(request: FastifyRequest) {
  const [path = "", query = ""] = request.url.split("?", 2);
  return {
    method: request.method,
    // An unknown path has no pattern; its own path is all there is (without the query).
    route: request.routeOptions.url ?? path,
    queryKeys: [...new Set(new URLSearchParams(query).keys())],
    remoteAddress: request.ip,
  };
}
