// Production bootstrap: `npm run admin:create -- --email … --first-name … --last-name …` creates an
// inactive SYSTEM_ADMIN and prints the activation link (no mail server is needed for the first admin).
import { parseArgs } from "node:util";
import { emailAddress } from "@litfolio/shared/account-rules";
import { requiredText } from "@litfolio/shared/rules";
import { z } from "zod";
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/open";
import { AppError } from "../http/errors";
import { changePasswordUrl } from "../mail/templates";
import { createAccount } from "../modules/users/service";

const USAGE = "Usage: npm run admin:create -- --email <address> --first-name <name> --last-name <name>";

const argsSchema = z.object({
  email: emailAddress,
  "first-name": requiredText(100),
  "last-name": requiredText(100),
});

function readArgs() {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`${problems.join("\n")}\n${USAGE}`);
}

async function main() {
  const args = readArgs();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { user, activationToken } = await database.db.transaction((tx) =>
      createAccount(
        tx,
        {
          emailAddress: args.email,
          firstName: args["first-name"],
          lastName: args["last-name"],
          securityRole: "SYSTEM_ADMIN",
        },
        null,
      ),
    );
    console.log(`Created system administrator ${user.emailAddress} (inactive until a password is set).`);
    console.log(
      `Activation link (valid 7 days): ${changePasswordUrl(config, user.emailAddress, activationToken)}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  // Our own refusals (bad arguments, e-mail taken) are explained in one line; anything else in full.
  console.error(error instanceof ConfigError || error instanceof AppError ? error.message : error);
  process.exit(1);
});
