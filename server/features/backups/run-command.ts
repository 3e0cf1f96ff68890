// What the care commands share: the configuration of the environment (as the server reads it), and a
// failure told in one sentence with exit status 1 instead of a stack trace.
import { loadConfig, type Config } from '../../config.ts';

export async function runCommand(work: (config: Config) => Promise<string>): Promise<void> {
  try {
    console.log(await work(loadConfig(process.env)));
  } catch (error) {
    console.error(`Failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
