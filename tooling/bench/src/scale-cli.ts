// The scale measurement in a process of its own (src/parts/scale.ts starts it with a time
// limit): the sandbox's handlers run synchronously in the process that calls them, so a read that
// takes minutes could not otherwise be stopped.
//
//   tsx --conditions=@jijin/source src/scale-cli.ts <users> <tradesPerUser> <iterations> <years> <out.json>
import { writeFileSync } from 'node:fs';
import { measureScale } from './scale.ts';

const [users, tradesPerUser, iterations, years, out] = process.argv.slice(2);
if (!out)
  throw new Error('usage: scale-cli.ts <users> <tradesPerUser> <iterations> <years> <out.json>');
const result = await measureScale({
  users: Number(users),
  tradesPerUser: Number(tradesPerUser),
  iterations: Number(iterations),
  years: Number(years),
});
writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
