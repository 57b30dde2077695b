#!/usr/bin/env node
import { createRequire as __scCreateRequire } from 'node:module'; const require = __scCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name3, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name3[0]) {
          case "<":
            this.required = true;
            this._name = name3.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name3.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name3;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = (option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        };
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args2 = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args2 ? " " + args2 : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags2, description) {
        this.flags = flags2;
        this.description = description || "";
        this.required = flags2.includes("<");
        this.optional = flags2.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags2);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags2);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name3) {
        this.envVar = name3;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    function splitOptionFlags(flags2) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags2.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags2}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags2}'.`
        );
      return { shortFlag, longFlag };
    }
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    var maxDistance = 3;
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i2 = 0; i2 <= a.length; i2++) {
        d[i2] = [i2];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i2 = 1; i2 <= a.length; i2++) {
          let cost = 1;
          if (a[i2 - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i2][j] = Math.min(
            d[i2 - 1][j] + 1,
            // deletion
            d[i2][j - 1] + 1,
            // insertion
            d[i2 - 1][j - 1] + cost
            // substitution
          );
          if (i2 > 1 && j > 1 && a[i2 - 1] === b[j - 2] && a[i2 - 2] === b[j - 1]) {
            d[i2][j] = Math.min(d[i2][j], d[i2 - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter = __require("node:events").EventEmitter;
    var childProcess = __require("node:child_process");
    var path = __require("node:path");
    var fs9 = __require("node:fs");
    var process2 = __require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command3 = class _Command extends EventEmitter {
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name3) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name3 || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: (str) => process2.stdout.write(str),
          writeErr: (str) => process2.stderr.write(str),
          outputError: (str, write) => write(str),
          getOutHelpWidth: () => process2.stdout.isTTY ? process2.stdout.columns : void 0,
          getErrHelpWidth: () => process2.stderr.isTTY ? process2.stderr.columns : void 0,
          getOutHasColors: () => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()),
          getErrHasColors: () => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()),
          stripColor: (str) => stripColor(str)
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name3, args2] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name3);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args2) cmd.arguments(args2);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name3) {
        return new _Command(name3);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name3, description) {
        return new Argument2(name3, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name3, description, parseArg, defaultValue) {
        const argument = this.createArgument(name3, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err2) => {
            if (err2.code !== "commander.executeSubCommandAsync") {
              throw err2;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = (args2) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args2.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        };
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags2, description) {
        return new Option2(flags2, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err2) {
          if (err2.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err2.message}`;
            this.error(message, { exitCode: err2.exitCode, code: err2.code });
          }
          throw err2;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = (cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        };
        const alreadyUsed = knownBy(command).find(
          (name3) => this._findCommand(name3)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name3 = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name3,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name3, option.defaultValue, "default");
        }
        const handleOptionValue = (val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name3);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name3, val, valueSource);
        };
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags2, description, fn, defaultValue) {
        if (typeof flags2 === "object" && flags2 instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags2, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = (val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          };
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags2, description, parseArg, defaultValue) {
        return this._optionEx({}, flags2, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags2, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags2,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine = true) {
        this._combineFlagAndOptionalValue = !!combine;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value;
        } else {
          this._optionValues[key] = value;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs9.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args2) {
        args2 = args2.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path.resolve(baseDir, baseName);
          if (fs9.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs9.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs9.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path.resolve(
            path.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path.basename(
              this._scriptPath,
              path.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args2.unshift(executableFile);
            args2 = incrementNodeInspectorPort(process2.execArgv).concat(args2);
            proc = childProcess.spawn(process2.argv[0], args2, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args2, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args2.unshift(executableFile);
          args2 = incrementNodeInspectorPort(process2.execArgv).concat(args2);
          proc = childProcess.spawn(process2.execPath, args2, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code) => {
          code = code ?? 1;
          if (!exitCallback) {
            process2.exit(code);
          } else {
            exitCallback(
              new CommanderError2(
                code,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err2) => {
          if (err2.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err2.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err2;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown));
          } else {
            return subCommand._parseCommand(operands, unknown);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i2) => {
          if (arg.required && this.args[i2] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = (argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        };
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value = this.args.slice(index);
              if (declaredArg.parseArg) {
                value = value.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value === void 0) {
              value = [];
            }
          } else if (index < this.args.length) {
            value = this.args[index];
            if (declaredArg.parseArg) {
              value = myParseArg(declaredArg, value, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        const parsed = this.parseOptions(unknown);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown = parsed.unknown;
        this.args = operands.concat(unknown);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = () => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        };
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name3) {
        if (!name3) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name3 || cmd._aliases.includes(name3)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args2) {
        const operands = [];
        const unknown = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        const negativeNumberArg = (arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        };
        let activeVariadicOption = null;
        let activeGroup = null;
        let i2 = 0;
        while (i2 < args2.length || activeGroup) {
          const arg = activeGroup ?? args2[i2++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown) dest.push(arg);
            dest.push(...args2.slice(i2));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value = args2[i2++];
                if (value === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                if (i2 < args2.length && (!maybeOption(args2[i2]) || negativeNumberArg(args2[i2]))) {
                  value = args2[i2++];
                }
                this.emit(`option:${option.name()}`, value);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown.push(...args2.slice(i2));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args2.slice(i2));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args2.slice(i2));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args2.slice(i2));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i2 = 0; i2 < len; i2++) {
            const key = this.options[i2].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code = config.code || "commander.error";
        this._exit(exitCode, code, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = (optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        };
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name3) {
        const message = `error: missing required argument '${name3}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = (option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        };
        const getErrorMessage = (option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        };
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags2, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags2 = flags2 || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags2, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args2 = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args2 : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path.basename(filename, path.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path2) {
        if (path2 === void 0) return this._executableDir;
        this._executableDir = path2;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text = helper.formatHelp(this, helper);
        if (context.hasColors) return text;
        return this._outputConfiguration.stripColor(text);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error) {
          baseWrite = (str) => this._outputConfiguration.writeErr(str);
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = (str) => this._outputConfiguration.writeOut(str);
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = (str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        };
        return { error, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags2, description) {
        if (typeof flags2 === "boolean") {
          if (flags2) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags2 ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags2 || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text === "function") {
            helpStr = text({ error: context.error, command: context.command });
          } else {
            helpStr = text;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args2) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args2.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args2) {
      return args2.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    exports.Command = Command3;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command3 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports.program = new Command3();
    exports.createCommand = (name3) => new Command3(name3);
    exports.createOption = (flags2, description) => new Option2(flags2, description);
    exports.createArgument = (name3, description) => new Argument2(name3, description);
    exports.Command = Command3;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module2) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module2.exports = {
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module2) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts2 = [];
      let str = input;
      let index = -1;
      let start2 = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start2 + 1) {
            start2 += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start2) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  code = advance();
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES) {
                  isGlob = token.isGlob = true;
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start2) {
          negated = token.negated = true;
          start2++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_LEFT_PARENTHESES) {
                backslashes = token.backslashes = true;
                code = advance();
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob = "";
      if (start2 > 0) {
        prefix = str.slice(0, start2);
        str = str.slice(start2);
        lastIndex -= start2;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start: start2,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n = prevIndex ? prevIndex + 1 : start2;
          const i2 = slashes[idx];
          const value = input.slice(n, i2);
          if (opts.tokens) {
            if (idx === 0 && start2 !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (idx !== 0 || value !== "") {
            parts2.push(value);
          }
          prevIndex = i2;
        }
        if (prevIndex && prevIndex + 1 < input.length) {
          const value = input.slice(prevIndex + 1);
          parts2.push(value);
          if (opts.tokens) {
            tokens[tokens.length - 1].value = value;
            depth(tokens[tokens.length - 1]);
            state.maxDepth += tokens[tokens.length - 1].depth;
          }
        }
        state.slashes = slashes;
        state.parts = parts2;
      }
      return state;
    };
    module2.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module2) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args2, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args2, options);
      }
      args2.sort();
      const value = `[${args2.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args2.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix4 = POSIX_REGEX_SOURCE[rest2];
                if (posix4) {
                  prev.value = pre + posix4;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open3 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open3);
          push(open3);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i2 = arr.length - 1; i2 >= 0; i2--) {
              tokens.pop();
              if (arr[i2].type === "brace") {
                break;
              }
              if (arr[i2].type !== "dots") {
                range.unshift(arr[i2].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out2 = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out2;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && eos()) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module2.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module2) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch3 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch3(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix4 = opts.windows;
      const regex = isState ? picomatch3.compileRe(glob, options) : picomatch3.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch3(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch3.test(input, regex, options, { glob, posix: posix4 });
        const result = { glob, state, regex, posix: posix4, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch3.test = (input, regex, options, { glob, posix: posix4 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix4 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch3.matchBase(input, regex, options, posix4);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch3.matchBase = (input, glob, options) => {
      const regex = glob instanceof RegExp ? glob : picomatch3.makeRe(glob, options);
      return regex.test(utils.basename(input));
    };
    picomatch3.isMatch = (str, patterns, options) => picomatch3(patterns, options)(str);
    picomatch3.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch3.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch3.scan = (input, options) => scan(input, options);
    picomatch3.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch3.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch3.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch3.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch3.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err2) {
        if (options && options.debug === true) throw err2;
        return /$^/;
      }
    };
    picomatch3.constants = constants;
    module2.exports = picomatch3;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module2) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch3(glob, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob, options, returnState);
    }
    Object.assign(picomatch3, pico);
    module2.exports = picomatch3;
  }
});

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args2) {
      const code = [strs[0]];
      let i2 = 0;
      while (i2 < args2.length) {
        addCodeArg(code, args2[i2]);
        code.push(strs[++i2]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args2) {
      const expr = [safeStringify(strs[0])];
      let i2 = 0;
      while (i2 < args2.length) {
        expr.push(plus);
        addCodeArg(expr, args2[i2]);
        expr.push(plus, safeStringify(strs[++i2]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i2 = 1;
      while (i2 < expr.length - 1) {
        if (expr[i2] === plus) {
          const res = mergeExprItems(expr[i2 - 1], expr[i2 + 1]);
          if (res !== void 0) {
            expr.splice(i2 - 1, 3, res);
            continue;
          }
          expr[i2++] = "+";
        }
        i2++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name3) {
        super(`CodeGen: "code" for ${name3} not defined`);
        this.value = name3.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name3 = this.toName(nameOrPrefix);
        const { prefix } = name3;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name3);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name3.setValue(value, { property: prefix, itemIndex });
        return name3;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name3) => {
          if (name3.scopePath === void 0)
            throw new Error(`CodeGen: name "${name3}" has no value`);
          return (0, code_1._)`${scopeName}${name3.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name3) => {
          if (name3.value === void 0)
            throw new Error(`CodeGen: name "${name3}" has no value`);
          return name3.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name3) => {
            if (nameSet.has(name3))
              return;
            nameSet.set(name3, UsedValueState.Started);
            let c = valueCode(name3);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name3} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name3)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name3);
            }
            nameSet.set(name3, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node2 = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node2 {
      constructor(varKind, name3, rhs) {
        super();
        this.varKind = varKind;
        this.name = name3;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node2 {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node2 {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node2 {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node2 {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node2 {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node2 {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i2 = nodes.length;
        while (i2--) {
          const n = nodes[i2].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i2, 1, ...n);
          else if (n)
            nodes[i2] = n;
          else
            nodes.splice(i2, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants) {
        const { nodes } = this;
        let i2 = nodes.length;
        while (i2--) {
          const n = nodes[i2];
          if (n.optimizeNames(names, constants))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i2, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name3, from, to) {
        super();
        this.varKind = varKind;
        this.name = name3;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name: name3, from, to } = this;
        return `for(${varKind} ${name3}=${from}; ${name3}<${to}; ${name3}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name3, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name3;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name3, args2, async) {
        super();
        this.name = name3;
        this.args = args2;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name3 = this._extScope.value(prefixOrName, value);
        const vs = this._values[name3.prefix] || (this._values[name3.prefix] = /* @__PURE__ */ new Set());
        vs.add(name3);
        return name3;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name3 = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name3.str] = rhs;
        this._leafNode(new Def(varKind, name3, rhs));
        return name3;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name3 = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name3, from, to), () => forBody(name3));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name3 = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i2) => {
            this.var(name3, (0, code_1._)`${arr}[${i2}]`);
            forBody(name3);
          });
        }
        return this._for(new ForIter("of", varKind, name3, iterable), () => forBody(name3));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name3 = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name3, obj), () => forBody(name3));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body3, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body3)
          this.code(body3).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name3, args2 = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name3, args2, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args2) {
      return args2.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args2) {
      return args2.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self: self2 } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self2.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err2 = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i2) => {
        gen.const(err2, (0, codegen_1._)`${names_1.default.vErrors}[${i2}]`);
        gen.if((0, codegen_1._)`${err2}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err2}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err2}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err2}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err2}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err2 = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err2}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err2})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self: self2 }, type) {
      const group = self2.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule2) => shouldUseRule(schema, rule2));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule2) {
      var _a;
      return schema[rule2.keyword] !== void 0 || ((_a = rule2.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i2) => assignDefault(it, i2, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func2, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args2 = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func2}.call(${context}, ${args2})` : (0, codegen_1._)`${func2}(${args2})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i2) => {
          cxt.subschema({
            keyword,
            dataProp: i2,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i2) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i2,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate2 = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate2);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self: self2, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self2.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self2.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module2) {
    "use strict";
    module2.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i2, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i2 = length; i2-- !== 0; )
            if (!equal(a[i2], b[i2])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i2 = length; i2-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i2])) return false;
        for (i2 = length; i2-- !== 0; ) {
          var key = keys[i2];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module2) {
    "use strict";
    var traverse = module2.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i2 = 0; i2 < sch.length; i2++)
                _traverse(opts, pre, post, sch[i2], jsonPtr + "/" + key + "/" + i2, rootSchema, jsonPtr, key, schema, i2);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize2) {
      if (normalize2 !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body3) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body3);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body3));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self: self2 }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self2.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self: self2 } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self2.RULES)) {
        self2.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self: self2 } = it;
      const { RULES } = self2;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule2 of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule2)) {
            keywordCode(it, rule2.keyword, rule2.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule2 = rules[keyword];
        if (typeof rule2 == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule2)) {
          const { type } = rule2.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items } = schemaCxt;
          validate2.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve10.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve10(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module2) {
    module2.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils2 = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module2) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i2 = 0; i2 < 256; i2++) {
        BYTE_HEX[i2] = "%" + HEX_DIGITS[i2 >> 4] + HEX_DIGITS[i2 & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i2 = 0;
      for (i2 = 0; i2 < input.length; i2++) {
        code = input[i2].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i2];
        break;
      }
      for (i2 += 1; i2 < input.length; i2++) {
        code = input[i2].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i2];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i2 = 0; i2 < zone.length; i2++) {
        if (isZoneCharacter(zone[i2])) continue;
        if (zone[i2] === "%" && i2 + 2 < zone.length && isHexPair(zone.slice(i2 + 1, i2 + 3))) {
          i2 += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i2 = 0; i2 < hextets.length; i2++) {
        if (hextets[i2] === "0") {
          if (runStart === -1) runStart = i2;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts2 = left.concat(right);
      let hextetCount = 0;
      for (let i2 = 0; i2 < parts2.length; i2++) {
        const part = parts2[i2];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i2 !== parts2.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts2[i2] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts2);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts2.slice(0, left.length);
      for (let i2 = hextetCount; i2 < 8; i2++) expanded.push("0");
      for (let i2 = left.length; i2 < parts2.length; i2++) expanded.push(parts2[i2]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i2 = 0; i2 < str.length; i2++) {
        if (str[i2] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i2 = 0; i2 <= last; i2++) {
        const segment = segments[i2];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i2 === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i2 = 0; i2 < input.length; i2++) {
        if (input[i2] === "%" && i2 + 2 < input.length) {
          const hex = input.slice(i2 + 1, i2 + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i2 += 2;
            continue;
          }
        }
        output += input[i2];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i2 = 0; i2 < input.length; i2++) {
        const ch = input[i2];
        if (ch === "%" && i2 + 2 < input.length) {
          const hex = input.slice(i2 + 1, i2 + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i2 += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i2);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i2 + 1 < input.length) {
            const low = input.charCodeAt(i2 + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i2++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i2 = 0; i2 < input.length; i2++) {
        const ch = input[i2];
        if (ch === "%" && i2 + 2 < input.length) {
          const hex = input.slice(i2 + 1, i2 + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i2 += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i2);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i2 + 1 < input.length) {
            const low = input.charCodeAt(i2 + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i2++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i2 = 0; i2 < input.length; i2++) {
        const ch = input[i2];
        if (ch === "%" && i2 + 2 < input.length) {
          const hex = input.slice(i2 + 1, i2 + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i2 += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i2);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i2 + 1 < input.length) {
            const low = input.charCodeAt(i2 + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i2++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i2 = 0; i2 < input.length; i2++) {
        const ch = input[i2];
        if (ch === "%" && i2 + 2 < input.length) {
          const hex = input.slice(i2 + 1, i2 + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i2 += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i2);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i2 + 1 < input.length) {
            const low = input.charCodeAt(i2 + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i2++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i2 = 0; i2 < input.length; i2++) {
        if (input[i2] === "%" && i2 + 2 < input.length) {
          const hex = input.slice(i2 + 1, i2 + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i2 += 2;
            continue;
          }
        }
        output += escape(input[i2]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module2.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module2) {
    "use strict";
    var { isUUID } = require_utils2();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name3) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name3
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module2.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module2) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils2();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize2(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve10(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative2, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative2 = parse(serialize(relative2, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative2.scheme) {
        target.scheme = relative2.scheme;
        target.userinfo = relative2.userinfo;
        target.host = relative2.host;
        target.port = relative2.port;
        target.path = removeDotSegments(relative2.path || "");
        target.query = relative2.query;
      } else {
        if (relative2.userinfo !== void 0 || relative2.host !== void 0 || relative2.port !== void 0) {
          target.userinfo = relative2.userinfo;
          target.host = relative2.host;
          target.port = relative2.port;
          target.path = removeDotSegments(relative2.path || "");
          target.query = relative2.query;
        } else {
          if (!relative2.path) {
            target.path = base.path;
            if (relative2.query !== void 0) {
              target.query = relative2.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative2.path[0] === "/") {
              target.path = removeDotSegments(relative2.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative2.path;
              } else if (!base.path) {
                target.path = relative2.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative2.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative2.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative2.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent2 = component.indexOf("%");
      while (percent2 !== -1) {
        if (percent2 + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent2 + 1, percent2 + 3))) {
          return true;
        }
        percent2 = component.indexOf("%", percent2 + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP) {
      return Boolean(
        parsed.host && isIP === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region2 = introducerMatch[1];
        const normalizedRegion = region2.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region2.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize: normalize2,
      resolve: resolve10,
      resolveComponent,
      equal,
      serialize,
      parse
    };
    module2.exports = fastUri;
    module2.exports.default = fastUri;
    module2.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags2) => new RegExp(str, flags2);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule2 = this.RULES.all[keyword];
        return typeof rule2 == "object" ? rule2.definition : !!rule2;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i2 = group.rules.findIndex((rule2) => rule2.keyword === keyword);
          if (i2 >= 0)
            group.rules.splice(i2, 1);
        }
        return this;
      }
      // Add format
      addFormat(name3, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name3] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule2 = rules[key];
            if (typeof rule2 != "object")
              continue;
            const { $data } = rule2.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv.ValidationError = validation_error_1.default;
    Ajv.MissingRefError = ref_error_1.default;
    exports.default = Ajv;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name3 in this.opts.formats) {
        const format = this.opts.formats[name3];
        if (format)
          this.addFormat(name3, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule2 = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule2, definition.before);
      else
        ruleGroup.rules.push(rule2);
      RULES.all[keyword] = rule2;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule2, before) {
      const i2 = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i2 >= 0) {
        ruleGroup.rules.splice(i2, 0, rule2);
      } else {
        ruleGroup.rules.push(rule2);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self: self2 } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self2, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i: i2, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i2} are identical)`,
      params: ({ params: { i: i2, j } }) => (0, codegen_1._)`{i: ${i2}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i2 = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i: i2, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i2} > 1`, () => (canOptimize() ? loopN : loopN2)(i2, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i2, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i2}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i2}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i2}`);
          });
        }
        function loopN2(i2, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i2}--;`, () => gen.for((0, codegen_1._)`${j} = ${i2}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i2}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i2) => equalCode(vSchema, i2)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i2) {
          const sch = schema[i2];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i2}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i2) => {
          cxt.subschema({ keyword, dataProp: i2, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i2) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i2}`, () => cxt.subschema({
          keyword,
          schemaProp: i2,
          dataProp: i2
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i2) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i2,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i2) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i2,
                compositeRule: true
              }, schValid);
            }
            if (i2 > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i2}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i2);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i2) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i2 }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate2 = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate2));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self: self2 } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self2.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self2, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate2, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate2);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate2);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i2) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i2, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self: self2 } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self2.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self2.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self2.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i2 = 0; i2 < oneOf.length; i2++) {
            let sch = oneOf[i2];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i2);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i2) {
            if (sch.const) {
              addMapping(sch.const, i2);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i2);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i2) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i2;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module2) {
    module2.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata2 = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata2,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module2) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module2.exports = exports = Ajv20202;
    module2.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/version.ts
var SIMILAR_CODE_VERSION = "0.1.0";

// src/util/errors.ts
var UserError = class extends Error {
  name = "UserError";
};
function errorMessage(err2) {
  if (err2 instanceof Error) return err2.message;
  if (typeof err2 === "string") return err2;
  try {
    return JSON.stringify(err2) ?? String(err2);
  } catch {
    return String(err2);
  }
}

// src/cli/exit-codes.ts
var ExitCode = {
  /** Output produced (with or without candidates, complete or partial). */
  Ok: 0,
  /** A bug: an unexpected internal error. Please report it. */
  InternalError: 1,
  /** Unusable input: bad flags, not a git repository, invalid document, output file exists. */
  UsageError: 2
};

// src/cli/commands/scan.ts
import { resolve as resolve8 } from "node:path";

// src/contracts/pipeline.ts
var silentLogger = { debug() {
}, info() {
}, warning() {
} };

// src/discovery/discover.ts
var import_picomatch = __toESM(require_picomatch2(), 1);
import { lstat, open as open2 } from "node:fs/promises";
import { resolve as resolve5 } from "node:path";

// src/contracts/codes.ts
var PHASES = [
  "discovery",
  "extraction",
  "cache",
  "embedding",
  "validation",
  "comparison",
  "enrichment"
];
var SKIP_REASONS = [
  "below-minimum-lines",
  "unsupported-function",
  "generated-source",
  "function-too-large",
  "input-limit",
  "source-bytes-limit",
  "vector-memory-limit",
  "comparison-limit",
  "candidate-limit",
  "neighbor-limit",
  "timeout",
  "provider-failure",
  "token-truncation",
  "enrichment-unavailable"
];
var ADMISSION_SKIP_REASONS = /* @__PURE__ */ new Set([
  "below-minimum-lines",
  "unsupported-function",
  "generated-source"
]);
var DIAGNOSTIC_DOMAINS = [
  "workspace",
  "extraction",
  "provider",
  "cache",
  "enrichment",
  "review"
];
var DiagnosticCode = {
  // workspace
  NotAGitRepository: "not-a-git-repository",
  GitFailed: "git-failed",
  FileUnreadable: "file-unreadable",
  /** A tracked file that is missing from the work tree (deleted, not committed). */
  FileMissing: "file-missing",
  BinaryFile: "binary-file",
  InvalidUtf8: "invalid-utf8",
  FileTooLarge: "file-too-large",
  PathOutsideRepository: "path-outside-repository",
  ScopeFileNotFound: "scope-file-not-found",
  RevisionNotFound: "revision-not-found",
  // extraction
  ParseError: "parse-error",
  ParseFailed: "parse-failed",
  GrammarUnavailable: "grammar-unavailable",
  // provider
  CompanionStartFailed: "companion-start-failed",
  CompanionRefused: "companion-refused",
  CompanionExited: "companion-exited",
  CompanionProtocolError: "companion-protocol-error",
  CompanionError: "companion-error",
  InvalidVectors: "invalid-vectors",
  ProviderTimeout: "provider-timeout",
  ModelUnavailable: "model-unavailable",
  // cache
  CacheEntryInvalid: "cache-entry-invalid",
  CacheUnreadable: "cache-unreadable",
  CacheWriteFailed: "cache-write-failed",
  // comparison / limits (reported in the workspace domain: they describe the run)
  LimitReached: "limit-reached",
  ApproximateSearch: "approximate-search",
  Timeout: "timeout",
  // enrichment
  EnrichmentUnavailable: "enrichment-unavailable",
  SourceChanged: "source-changed",
  // review
  VerdictInvalid: "verdict-invalid",
  VerdictStale: "verdict-stale"
};

// node_modules/web-tree-sitter/tree-sitter.js
var __defProp2 = Object.defineProperty;
var __name = (target, value) => __defProp2(target, "name", { value, configurable: true });
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  language;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
  }
  /** Get the current symbol of the lookahead iterator. */
  get currentTypeId() {
    return C._ts_lookahead_iterator_current_symbol(this[0]);
  }
  /** Get the current symbol name of the lookahead iterator. */
  get currentType() {
    return this.language.types[this.currentTypeId] || "ERROR";
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    return Boolean(C._ts_lookahead_iterator_reset_state(this[0], stateId));
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        if (C._ts_lookahead_iterator_next(this[0])) {
          return { done: false, value: this.currentType };
        }
        return { done: true, value: "" };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row2 = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row: row2, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name22 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name22 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
  }
  /** Delete the query, freeing its resources. */
  delete() {
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const timeoutMicros = options.timeoutMicros ?? 0;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      matchLimit,
      maxStartDepth,
      timeoutMicros
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { pattern: patternIndex, patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const timeoutMicros = options.timeoutMicros ?? 0;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      matchLimit,
      maxStartDepth,
      timeoutMicros
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * @deprecated since version 0.25.0, use {@link Language#abiVersion} instead
   * Gets the version of the language.
   */
  get version() {
    return C._ts_language_version(this[0]);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    const address = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(address);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name22 = C._ts_language_symbol_name(this[0], typeId);
    return name22 ? C.UTF8ToString(name22) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. Newly created lookahead iterators will return the `ERROR`
   * symbol from {@link LookaheadIterator#currentType}.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * @deprecated since version 0.25.0, call `new` on a {@link Query} instead
   *
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  query(source) {
    console.warn("Language.query is deprecated. Use new Query(language, source) instead.");
    return new Query(this, source);
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file or as a buffer.
   */
  static async load(input) {
    let bytes;
    if (input instanceof Uint8Array) {
      bytes = Promise.resolve(input);
    } else {
      if (globalThis.process?.versions.node) {
        const fs22 = await import("fs/promises");
        bytes = fs22.readFile(input);
      } else {
        bytes = fetch(input).then((response) => response.arrayBuffer().then((buffer) => {
          if (response.ok) {
            return new Uint8Array(buffer);
          } else {
            const body22 = new TextDecoder("utf-8").decode(buffer);
            throw new Error(`Language.load failed with status ${response.status}.

${body22}`);
          }
        }));
      }
    }
    const mod = await C.loadWebAssemblyModule(await bytes, { loadAsync: true });
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in WASM file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error("Language.load failed: no language function found in WASM file");
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
};
var Module2 = (() => {
  var _scriptName = import.meta.url;
  return async function(moduleArg = {}) {
    var moduleRtn;
    var Module = moduleArg;
    var readyPromiseResolve, readyPromiseReject;
    var readyPromise = new Promise((resolve10, reject) => {
      readyPromiseResolve = resolve10;
      readyPromiseReject = reject;
    });
    var ENVIRONMENT_IS_WEB = typeof window == "object";
    var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
    var ENVIRONMENT_IS_NODE = typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string" && process.type != "renderer";
    var ENVIRONMENT_IS_SHELL = !ENVIRONMENT_IS_WEB && !ENVIRONMENT_IS_NODE && !ENVIRONMENT_IS_WORKER;
    if (ENVIRONMENT_IS_NODE) {
      const { createRequire } = await import("module");
      var require = createRequire(import.meta.url);
    }
    Module.currentQueryProgressCallback = null;
    Module.currentProgressCallback = null;
    Module.currentLogCallback = null;
    Module.currentParseCallback = null;
    var moduleOverrides = Object.assign({}, Module);
    var arguments_ = [];
    var thisProgram = "./this.program";
    var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      throw toThrow;
    }, "quit_");
    var scriptDirectory = "";
    function locateFile(path) {
      if (Module["locateFile"]) {
        return Module["locateFile"](path, scriptDirectory);
      }
      return scriptDirectory + path;
    }
    __name(locateFile, "locateFile");
    var readAsync, readBinary;
    if (ENVIRONMENT_IS_NODE) {
      var fs = require("fs");
      var nodePath = require("path");
      if (!import.meta.url.startsWith("data:")) {
        scriptDirectory = nodePath.dirname(require("url").fileURLToPath(import.meta.url)) + "/";
      }
      readBinary = /* @__PURE__ */ __name((filename) => {
        filename = isFileURI(filename) ? new URL(filename) : filename;
        var ret = fs.readFileSync(filename);
        return ret;
      }, "readBinary");
      readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
        filename = isFileURI(filename) ? new URL(filename) : filename;
        var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
        return ret;
      }, "readAsync");
      if (!Module["thisProgram"] && process.argv.length > 1) {
        thisProgram = process.argv[1].replace(/\\/g, "/");
      }
      arguments_ = process.argv.slice(2);
      quit_ = /* @__PURE__ */ __name((status, toThrow) => {
        process.exitCode = status;
        throw toThrow;
      }, "quit_");
    } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
      if (ENVIRONMENT_IS_WORKER) {
        scriptDirectory = self.location.href;
      } else if (typeof document != "undefined" && document.currentScript) {
        scriptDirectory = document.currentScript.src;
      }
      if (_scriptName) {
        scriptDirectory = _scriptName;
      }
      if (scriptDirectory.startsWith("blob:")) {
        scriptDirectory = "";
      } else {
        scriptDirectory = scriptDirectory.slice(0, scriptDirectory.replace(/[?#].*/, "").lastIndexOf("/") + 1);
      }
      {
        if (ENVIRONMENT_IS_WORKER) {
          readBinary = /* @__PURE__ */ __name((url) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, false);
            xhr.responseType = "arraybuffer";
            xhr.send(null);
            return new Uint8Array(
              /** @type{!ArrayBuffer} */
              xhr.response
            );
          }, "readBinary");
        }
        readAsync = /* @__PURE__ */ __name(async (url) => {
          if (isFileURI(url)) {
            return new Promise((resolve10, reject) => {
              var xhr = new XMLHttpRequest();
              xhr.open("GET", url, true);
              xhr.responseType = "arraybuffer";
              xhr.onload = () => {
                if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                  resolve10(xhr.response);
                  return;
                }
                reject(xhr.status);
              };
              xhr.onerror = reject;
              xhr.send(null);
            });
          }
          var response = await fetch(url, {
            credentials: "same-origin"
          });
          if (response.ok) {
            return response.arrayBuffer();
          }
          throw new Error(response.status + " : " + response.url);
        }, "readAsync");
      }
    } else {
    }
    var out = Module["print"] || console.log.bind(console);
    var err = Module["printErr"] || console.error.bind(console);
    Object.assign(Module, moduleOverrides);
    moduleOverrides = null;
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    var dynamicLibraries = Module["dynamicLibraries"] || [];
    var wasmBinary = Module["wasmBinary"];
    var wasmMemory;
    var ABORT = false;
    var EXITSTATUS;
    function assert(condition, text) {
      if (!condition) {
        abort(text);
      }
    }
    __name(assert, "assert");
    var HEAP, HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAP64, HEAPU64, HEAPF64;
    var HEAP_DATA_VIEW;
    var runtimeInitialized = false;
    var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
    function updateMemoryViews() {
      var b = wasmMemory.buffer;
      Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
      Module["HEAP8"] = HEAP8 = new Int8Array(b);
      Module["HEAP16"] = HEAP16 = new Int16Array(b);
      Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
      Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
      Module["HEAP32"] = HEAP32 = new Int32Array(b);
      Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
      Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
      Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
      Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
      Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    }
    __name(updateMemoryViews, "updateMemoryViews");
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
    var __RELOC_FUNCS__ = [];
    function preRun() {
      if (Module["preRun"]) {
        if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
        while (Module["preRun"].length) {
          addOnPreRun(Module["preRun"].shift());
        }
      }
      callRuntimeCallbacks(onPreRuns);
    }
    __name(preRun, "preRun");
    function initRuntime() {
      runtimeInitialized = true;
      callRuntimeCallbacks(__RELOC_FUNCS__);
      wasmExports["__wasm_call_ctors"]();
      callRuntimeCallbacks(onPostCtors);
    }
    __name(initRuntime, "initRuntime");
    function preMain() {
    }
    __name(preMain, "preMain");
    function postRun() {
      if (Module["postRun"]) {
        if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
        while (Module["postRun"].length) {
          addOnPostRun(Module["postRun"].shift());
        }
      }
      callRuntimeCallbacks(onPostRuns);
    }
    __name(postRun, "postRun");
    var runDependencies = 0;
    var dependenciesFulfilled = null;
    function getUniqueRunDependency(id) {
      return id;
    }
    __name(getUniqueRunDependency, "getUniqueRunDependency");
    function addRunDependency(id) {
      runDependencies++;
      Module["monitorRunDependencies"]?.(runDependencies);
    }
    __name(addRunDependency, "addRunDependency");
    function removeRunDependency(id) {
      runDependencies--;
      Module["monitorRunDependencies"]?.(runDependencies);
      if (runDependencies == 0) {
        if (dependenciesFulfilled) {
          var callback = dependenciesFulfilled;
          dependenciesFulfilled = null;
          callback();
        }
      }
    }
    __name(removeRunDependency, "removeRunDependency");
    function abort(what) {
      Module["onAbort"]?.(what);
      what = "Aborted(" + what + ")";
      err(what);
      ABORT = true;
      what += ". Build with -sASSERTIONS for more info.";
      var e = new WebAssembly.RuntimeError(what);
      readyPromiseReject(e);
      throw e;
    }
    __name(abort, "abort");
    var wasmBinaryFile;
    function findWasmBinary() {
      if (Module["locateFile"]) {
        return locateFile("tree-sitter.wasm");
      }
      return new URL("tree-sitter.wasm", import.meta.url).href;
    }
    __name(findWasmBinary, "findWasmBinary");
    function getBinarySync(file) {
      if (file == wasmBinaryFile && wasmBinary) {
        return new Uint8Array(wasmBinary);
      }
      if (readBinary) {
        return readBinary(file);
      }
      throw "both async and sync fetching of the wasm failed";
    }
    __name(getBinarySync, "getBinarySync");
    async function getWasmBinary(binaryFile) {
      if (!wasmBinary) {
        try {
          var response = await readAsync(binaryFile);
          return new Uint8Array(response);
        } catch {
        }
      }
      return getBinarySync(binaryFile);
    }
    __name(getWasmBinary, "getWasmBinary");
    async function instantiateArrayBuffer(binaryFile, imports) {
      try {
        var binary2 = await getWasmBinary(binaryFile);
        var instance2 = await WebAssembly.instantiate(binary2, imports);
        return instance2;
      } catch (reason) {
        err(`failed to asynchronously prepare wasm: ${reason}`);
        abort(reason);
      }
    }
    __name(instantiateArrayBuffer, "instantiateArrayBuffer");
    async function instantiateAsync(binary2, binaryFile, imports) {
      if (!binary2 && typeof WebAssembly.instantiateStreaming == "function" && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
        try {
          var response = fetch(binaryFile, {
            credentials: "same-origin"
          });
          var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
          return instantiationResult;
        } catch (reason) {
          err(`wasm streaming compile failed: ${reason}`);
          err("falling back to ArrayBuffer instantiation");
        }
      }
      return instantiateArrayBuffer(binaryFile, imports);
    }
    __name(instantiateAsync, "instantiateAsync");
    function getWasmImports() {
      return {
        "env": wasmImports,
        "wasi_snapshot_preview1": wasmImports,
        "GOT.mem": new Proxy(wasmImports, GOTHandler),
        "GOT.func": new Proxy(wasmImports, GOTHandler)
      };
    }
    __name(getWasmImports, "getWasmImports");
    async function createWasm() {
      function receiveInstance(instance2, module2) {
        wasmExports = instance2.exports;
        wasmExports = relocateExports(wasmExports, 1024);
        var metadata2 = getDylinkMetadata(module2);
        if (metadata2.neededDynlibs) {
          dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
        }
        mergeLibSymbols(wasmExports, "main");
        LDSO.init();
        loadDylibs();
        __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
        removeRunDependency("wasm-instantiate");
        return wasmExports;
      }
      __name(receiveInstance, "receiveInstance");
      addRunDependency("wasm-instantiate");
      function receiveInstantiationResult(result2) {
        return receiveInstance(result2["instance"], result2["module"]);
      }
      __name(receiveInstantiationResult, "receiveInstantiationResult");
      var info2 = getWasmImports();
      if (Module["instantiateWasm"]) {
        return new Promise((resolve10, reject) => {
          Module["instantiateWasm"](info2, (mod, inst) => {
            receiveInstance(mod, inst);
            resolve10(mod.exports);
          });
        });
      }
      wasmBinaryFile ??= findWasmBinary();
      try {
        var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
        var exports = receiveInstantiationResult(result);
        return exports;
      } catch (e) {
        readyPromiseReject(e);
        return Promise.reject(e);
      }
    }
    __name(createWasm, "createWasm");
    var ASM_CONSTS = {};
    class ExitStatus {
      static {
        __name(this, "ExitStatus");
      }
      name = "ExitStatus";
      constructor(status) {
        this.message = `Program terminated with exit(${status})`;
        this.status = status;
      }
    }
    var GOT = {};
    var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
    var GOTHandler = {
      get(obj, symName) {
        var rtn = GOT[symName];
        if (!rtn) {
          rtn = GOT[symName] = new WebAssembly.Global({
            "value": "i32",
            "mutable": true
          });
        }
        if (!currentModuleWeakSymbols.has(symName)) {
          rtn.required = true;
        }
        return rtn;
      }
    };
    var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
    var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
    var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
    var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
    var LE_HEAP_LOAD_U16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint16(byteOffset, true), "LE_HEAP_LOAD_U16");
    var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
    var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
    var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
    var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
    var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
    var LE_HEAP_STORE_U16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint16(byteOffset, value, true), "LE_HEAP_STORE_U16");
    var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
    var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
      while (callbacks.length > 0) {
        callbacks.shift()(Module);
      }
    }, "callRuntimeCallbacks");
    var onPostRuns = [];
    var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.unshift(cb), "addOnPostRun");
    var onPreRuns = [];
    var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.unshift(cb), "addOnPreRun");
    var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
    var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead = NaN) => {
      var endIdx = idx + maxBytesToRead;
      var endPtr = idx;
      while (heapOrArray[endPtr] && !(endPtr >= endIdx)) ++endPtr;
      if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
        return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
      }
      var str = "";
      while (idx < endPtr) {
        var u0 = heapOrArray[idx++];
        if (!(u0 & 128)) {
          str += String.fromCharCode(u0);
          continue;
        }
        var u1 = heapOrArray[idx++] & 63;
        if ((u0 & 224) == 192) {
          str += String.fromCharCode((u0 & 31) << 6 | u1);
          continue;
        }
        var u2 = heapOrArray[idx++] & 63;
        if ((u0 & 240) == 224) {
          u0 = (u0 & 15) << 12 | u1 << 6 | u2;
        } else {
          u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
        }
        if (u0 < 65536) {
          str += String.fromCharCode(u0);
        } else {
          var ch = u0 - 65536;
          str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
        }
      }
      return str;
    }, "UTF8ArrayToString");
    var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
      var offset = 0;
      var end = 0;
      function getU8() {
        return binary2[offset++];
      }
      __name(getU8, "getU8");
      function getLEB() {
        var ret = 0;
        var mul = 1;
        while (1) {
          var byte = binary2[offset++];
          ret += (byte & 127) * mul;
          mul *= 128;
          if (!(byte & 128)) break;
        }
        return ret;
      }
      __name(getLEB, "getLEB");
      function getString() {
        var len = getLEB();
        offset += len;
        return UTF8ArrayToString(binary2, offset - len, len);
      }
      __name(getString, "getString");
      function failIf(condition, message) {
        if (condition) throw new Error(message);
      }
      __name(failIf, "failIf");
      var name22 = "dylink.0";
      if (binary2 instanceof WebAssembly.Module) {
        var dylinkSection = WebAssembly.Module.customSections(binary2, name22);
        if (dylinkSection.length === 0) {
          name22 = "dylink";
          dylinkSection = WebAssembly.Module.customSections(binary2, name22);
        }
        failIf(dylinkSection.length === 0, "need dylink section");
        binary2 = new Uint8Array(dylinkSection[0]);
        end = binary2.length;
      } else {
        var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
        var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
        failIf(!magicNumberFound, "need to see wasm magic number");
        failIf(binary2[8] !== 0, "need the dylink section to be first");
        offset = 9;
        var section_size = getLEB();
        end = offset + section_size;
        name22 = getString();
      }
      var customSection = {
        neededDynlibs: [],
        tlsExports: /* @__PURE__ */ new Set(),
        weakImports: /* @__PURE__ */ new Set()
      };
      if (name22 == "dylink") {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
        var neededDynlibsCount = getLEB();
        for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
          var libname = getString();
          customSection.neededDynlibs.push(libname);
        }
      } else {
        failIf(name22 !== "dylink.0");
        var WASM_DYLINK_MEM_INFO = 1;
        var WASM_DYLINK_NEEDED = 2;
        var WASM_DYLINK_EXPORT_INFO = 3;
        var WASM_DYLINK_IMPORT_INFO = 4;
        var WASM_SYMBOL_TLS = 256;
        var WASM_SYMBOL_BINDING_MASK = 3;
        var WASM_SYMBOL_BINDING_WEAK = 1;
        while (offset < end) {
          var subsectionType = getU8();
          var subsectionSize = getLEB();
          if (subsectionType === WASM_DYLINK_MEM_INFO) {
            customSection.memorySize = getLEB();
            customSection.memoryAlign = getLEB();
            customSection.tableSize = getLEB();
            customSection.tableAlign = getLEB();
          } else if (subsectionType === WASM_DYLINK_NEEDED) {
            var neededDynlibsCount = getLEB();
            for (var i2 = 0; i2 < neededDynlibsCount; ++i2) {
              libname = getString();
              customSection.neededDynlibs.push(libname);
            }
          } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
            var count = getLEB();
            while (count--) {
              var symname = getString();
              var flags2 = getLEB();
              if (flags2 & WASM_SYMBOL_TLS) {
                customSection.tlsExports.add(symname);
              }
            }
          } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
            var count = getLEB();
            while (count--) {
              var modname = getString();
              var symname = getString();
              var flags2 = getLEB();
              if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
                customSection.weakImports.add(symname);
              }
            }
          } else {
            offset += subsectionSize;
          }
        }
      }
      return customSection;
    }, "getDylinkMetadata");
    function getValue(ptr, type = "i8") {
      if (type.endsWith("*")) type = "*";
      switch (type) {
        case "i1":
          return HEAP8[ptr];
        case "i8":
          return HEAP8[ptr];
        case "i16":
          return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
        case "i32":
          return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
        case "i64":
          return HEAP64[ptr >> 3];
        case "float":
          return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
        case "double":
          return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
        case "*":
          return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
        default:
          abort(`invalid type for getValue: ${type}`);
      }
    }
    __name(getValue, "getValue");
    var newDSO = /* @__PURE__ */ __name((name22, handle2, syms) => {
      var dso = {
        refcount: Infinity,
        name: name22,
        exports: syms,
        global: true
      };
      LDSO.loadedLibsByName[name22] = dso;
      if (handle2 != void 0) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return dso;
    }, "newDSO");
    var LDSO = {
      loadedLibsByName: {},
      loadedLibsByHandle: {},
      init() {
        newDSO("__main__", 0, wasmImports);
      }
    };
    var ___heap_base = 78224;
    var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
    var getMemory = /* @__PURE__ */ __name((size) => {
      if (runtimeInitialized) {
        return _calloc(size, 1);
      }
      var ret = ___heap_base;
      var end = ret + alignMemory(size, 16);
      ___heap_base = end;
      GOT["__heap_base"].value = end;
      return ret;
    }, "getMemory");
    var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
    var uleb128Encode = /* @__PURE__ */ __name((n, target) => {
      if (n < 128) {
        target.push(n);
      } else {
        target.push(n % 128 | 128, n >> 7);
      }
    }, "uleb128Encode");
    var sigToWasmTypes = /* @__PURE__ */ __name((sig) => {
      var typeNames = {
        "i": "i32",
        "j": "i64",
        "f": "f32",
        "d": "f64",
        "e": "externref",
        "p": "i32"
      };
      var type = {
        parameters: [],
        results: sig[0] == "v" ? [] : [typeNames[sig[0]]]
      };
      for (var i2 = 1; i2 < sig.length; ++i2) {
        type.parameters.push(typeNames[sig[i2]]);
      }
      return type;
    }, "sigToWasmTypes");
    var generateFuncType = /* @__PURE__ */ __name((sig, target) => {
      var sigRet = sig.slice(0, 1);
      var sigParam = sig.slice(1);
      var typeCodes = {
        "i": 127,
        // i32
        "p": 127,
        // i32
        "j": 126,
        // i64
        "f": 125,
        // f32
        "d": 124,
        // f64
        "e": 111
      };
      target.push(96);
      uleb128Encode(sigParam.length, target);
      for (var i2 = 0; i2 < sigParam.length; ++i2) {
        target.push(typeCodes[sigParam[i2]]);
      }
      if (sigRet == "v") {
        target.push(0);
      } else {
        target.push(1, typeCodes[sigRet]);
      }
    }, "generateFuncType");
    var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
      if (typeof WebAssembly.Function == "function") {
        return new WebAssembly.Function(sigToWasmTypes(sig), func2);
      }
      var typeSectionBody = [1];
      generateFuncType(sig, typeSectionBody);
      var bytes = [
        0,
        97,
        115,
        109,
        // magic ("\0asm")
        1,
        0,
        0,
        0,
        // version: 1
        1
      ];
      uleb128Encode(typeSectionBody.length, bytes);
      bytes.push(...typeSectionBody);
      bytes.push(
        2,
        7,
        // import section
        // (import "e" "f" (func 0 (type 0)))
        1,
        1,
        101,
        1,
        102,
        0,
        0,
        7,
        5,
        // export section
        // (export "f" (func 0 (type 0)))
        1,
        1,
        102,
        0,
        0
      );
      var module2 = new WebAssembly.Module(new Uint8Array(bytes));
      var instance2 = new WebAssembly.Instance(module2, {
        "e": {
          "f": func2
        }
      });
      var wrappedFunc = instance2.exports["f"];
      return wrappedFunc;
    }, "convertJsFunctionToWasm");
    var wasmTableMirror = [];
    var wasmTable = new WebAssembly.Table({
      "initial": 31,
      "element": "anyfunc"
    });
    var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
      var func2 = wasmTableMirror[funcPtr];
      if (!func2) {
        if (funcPtr >= wasmTableMirror.length) wasmTableMirror.length = funcPtr + 1;
        wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
      }
      return func2;
    }, "getWasmTableEntry");
    var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
      if (functionsInTableMap) {
        for (var i2 = offset; i2 < offset + count; i2++) {
          var item = getWasmTableEntry(i2);
          if (item) {
            functionsInTableMap.set(item, i2);
          }
        }
      }
    }, "updateTableMap");
    var functionsInTableMap;
    var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
      if (!functionsInTableMap) {
        functionsInTableMap = /* @__PURE__ */ new WeakMap();
        updateTableMap(0, wasmTable.length);
      }
      return functionsInTableMap.get(func2) || 0;
    }, "getFunctionAddress");
    var freeTableIndexes = [];
    var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
      if (freeTableIndexes.length) {
        return freeTableIndexes.pop();
      }
      try {
        wasmTable.grow(1);
      } catch (err2) {
        if (!(err2 instanceof RangeError)) {
          throw err2;
        }
        throw "Unable to grow wasm table. Set ALLOW_TABLE_GROWTH.";
      }
      return wasmTable.length - 1;
    }, "getEmptyTableSlot");
    var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
      wasmTable.set(idx, func2);
      wasmTableMirror[idx] = wasmTable.get(idx);
    }, "setWasmTableEntry");
    var addFunction = /* @__PURE__ */ __name((func2, sig) => {
      var rtn = getFunctionAddress(func2);
      if (rtn) {
        return rtn;
      }
      var ret = getEmptyTableSlot();
      try {
        setWasmTableEntry(ret, func2);
      } catch (err2) {
        if (!(err2 instanceof TypeError)) {
          throw err2;
        }
        var wrapped = convertJsFunctionToWasm(func2, sig);
        setWasmTableEntry(ret, wrapped);
      }
      functionsInTableMap.set(func2, ret);
      return ret;
    }, "addFunction");
    var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
      for (var symName in exports) {
        if (isInternalSym(symName)) {
          continue;
        }
        var value = exports[symName];
        GOT[symName] ||= new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
        if (replace || GOT[symName].value == 0) {
          if (typeof value == "function") {
            GOT[symName].value = addFunction(value);
          } else if (typeof value == "number") {
            GOT[symName].value = value;
          } else {
            err(`unhandled export type for '${symName}': ${typeof value}`);
          }
        }
      }
    }, "updateGOT");
    var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
      var relocated = {};
      for (var e in exports) {
        var value = exports[e];
        if (typeof value == "object") {
          value = value.value;
        }
        if (typeof value == "number") {
          value += memoryBase2;
        }
        relocated[e] = value;
      }
      updateGOT(relocated, replace);
      return relocated;
    }, "relocateExports");
    var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
      var existing = wasmImports[symName];
      if (!existing || existing.stub) {
        return false;
      }
      return true;
    }, "isSymbolDefined");
    var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = []) => {
      var rtn = getWasmTableEntry(ptr)(...args2);
      return rtn;
    }, "dynCall");
    var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
    var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
    var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
      var sp = stackSave();
      try {
        return dynCall(sig, ptr, args2);
      } catch (e) {
        stackRestore(sp);
        if (e !== e + 0) throw e;
        _setThrew(1, 0);
        if (sig[0] == "j") return 0n;
      }
    }, "createInvokeFunction");
    var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
      var sym;
      if (isSymbolDefined(symName)) {
        sym = wasmImports[symName];
      } else if (symName.startsWith("invoke_")) {
        sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
      }
      return {
        sym,
        name: symName
      };
    }, "resolveGlobalSymbol");
    var onPostCtors = [];
    var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.unshift(cb), "addOnPostCtor");
    var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead) : "", "UTF8ToString");
    var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
      var metadata = getDylinkMetadata(binary);
      currentModuleWeakSymbols = metadata.weakImports;
      function loadModule() {
        var memAlign = Math.pow(2, metadata.memoryAlign);
        var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
        var tableBase = metadata.tableSize ? wasmTable.length : 0;
        if (handle) {
          HEAP8[handle + 8] = 1;
          LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
          LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
          LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
          LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
        }
        if (metadata.tableSize) {
          wasmTable.grow(metadata.tableSize);
        }
        var moduleExports;
        function resolveSymbol(sym) {
          var resolved = resolveGlobalSymbol(sym).sym;
          if (!resolved && localScope) {
            resolved = localScope[sym];
          }
          if (!resolved) {
            resolved = moduleExports[sym];
          }
          return resolved;
        }
        __name(resolveSymbol, "resolveSymbol");
        var proxyHandler = {
          get(stubs, prop) {
            switch (prop) {
              case "__memory_base":
                return memoryBase;
              case "__table_base":
                return tableBase;
            }
            if (prop in wasmImports && !wasmImports[prop].stub) {
              var res = wasmImports[prop];
              return res;
            }
            if (!(prop in stubs)) {
              var resolved;
              stubs[prop] = (...args2) => {
                resolved ||= resolveSymbol(prop);
                return resolved(...args2);
              };
            }
            return stubs[prop];
          }
        };
        var proxy = new Proxy({}, proxyHandler);
        var info = {
          "GOT.mem": new Proxy({}, GOTHandler),
          "GOT.func": new Proxy({}, GOTHandler),
          "env": proxy,
          "wasi_snapshot_preview1": proxy
        };
        function postInstantiation(module, instance) {
          updateTableMap(tableBase, metadata.tableSize);
          moduleExports = relocateExports(instance.exports, memoryBase);
          if (!flags.allowUndefined) {
            reportUndefinedSymbols();
          }
          function addEmAsm(addr, body) {
            var args = [];
            var arity = 0;
            for (; arity < 16; arity++) {
              if (body.indexOf("$" + arity) != -1) {
                args.push("$" + arity);
              } else {
                break;
              }
            }
            args = args.join(",");
            var func = `(${args}) => { ${body} };`;
            ASM_CONSTS[start] = eval(func);
          }
          __name(addEmAsm, "addEmAsm");
          if ("__start_em_asm" in moduleExports) {
            var start = moduleExports["__start_em_asm"];
            var stop = moduleExports["__stop_em_asm"];
            while (start < stop) {
              var jsString = UTF8ToString(start);
              addEmAsm(start, jsString);
              start = HEAPU8.indexOf(0, start) + 1;
            }
          }
          function addEmJs(name, cSig, body) {
            var jsArgs = [];
            cSig = cSig.slice(1, -1);
            if (cSig != "void") {
              cSig = cSig.split(",");
              for (var i in cSig) {
                var jsArg = cSig[i].split(" ").pop();
                jsArgs.push(jsArg.replace("*", ""));
              }
            }
            var func = `(${jsArgs}) => ${body};`;
            moduleExports[name] = eval(func);
          }
          __name(addEmJs, "addEmJs");
          for (var name in moduleExports) {
            if (name.startsWith("__em_js__")) {
              var start = moduleExports[name];
              var jsString = UTF8ToString(start);
              var parts = jsString.split("<::>");
              addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
              delete moduleExports[name];
            }
          }
          var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
          if (applyRelocs) {
            if (runtimeInitialized) {
              applyRelocs();
            } else {
              __RELOC_FUNCS__.push(applyRelocs);
            }
          }
          var init = moduleExports["__wasm_call_ctors"];
          if (init) {
            if (runtimeInitialized) {
              init();
            } else {
              addOnPostCtor(init);
            }
          }
          return moduleExports;
        }
        __name(postInstantiation, "postInstantiation");
        if (flags.loadAsync) {
          if (binary instanceof WebAssembly.Module) {
            var instance = new WebAssembly.Instance(binary, info);
            return Promise.resolve(postInstantiation(binary, instance));
          }
          return WebAssembly.instantiate(binary, info).then((result) => postInstantiation(result.module, result.instance));
        }
        var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
        var instance = new WebAssembly.Instance(module, info);
        return postInstantiation(module, instance);
      }
      __name(loadModule, "loadModule");
      if (flags.loadAsync) {
        return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
      }
      metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
      return loadModule();
    }, "loadWebAssemblyModule");
    var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
      for (var [sym, exp] of Object.entries(exports)) {
        const setImport = /* @__PURE__ */ __name((target) => {
          if (!isSymbolDefined(target)) {
            wasmImports[target] = exp;
          }
        }, "setImport");
        setImport(sym);
        const main_alias = "__main_argc_argv";
        if (sym == "main") {
          setImport(main_alias);
        }
        if (sym == main_alias) {
          setImport("main");
        }
      }
    }, "mergeLibSymbols");
    var asyncLoad = /* @__PURE__ */ __name(async (url) => {
      var arrayBuffer = await readAsync(url);
      return new Uint8Array(arrayBuffer);
    }, "asyncLoad");
    function loadDynamicLibrary(libName2, flags2 = {
      global: true,
      nodelete: true
    }, localScope2, handle2) {
      var dso = LDSO.loadedLibsByName[libName2];
      if (dso) {
        if (!flags2.global) {
          if (localScope2) {
            Object.assign(localScope2, dso.exports);
          }
        } else if (!dso.global) {
          dso.global = true;
          mergeLibSymbols(dso.exports, libName2);
        }
        if (flags2.nodelete && dso.refcount !== Infinity) {
          dso.refcount = Infinity;
        }
        dso.refcount++;
        if (handle2) {
          LDSO.loadedLibsByHandle[handle2] = dso;
        }
        return flags2.loadAsync ? Promise.resolve(true) : true;
      }
      dso = newDSO(libName2, handle2, "loading");
      dso.refcount = flags2.nodelete ? Infinity : 1;
      dso.global = flags2.global;
      function loadLibData() {
        if (handle2) {
          var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
          var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
          if (data && dataSize) {
            var libData = HEAP8.slice(data, data + dataSize);
            return flags2.loadAsync ? Promise.resolve(libData) : libData;
          }
        }
        var libFile = locateFile(libName2);
        if (flags2.loadAsync) {
          return asyncLoad(libFile);
        }
        if (!readBinary) {
          throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
        }
        return readBinary(libFile);
      }
      __name(loadLibData, "loadLibData");
      function getExports() {
        if (flags2.loadAsync) {
          return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
        }
        return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
      }
      __name(getExports, "getExports");
      function moduleLoaded(exports) {
        if (dso.global) {
          mergeLibSymbols(exports, libName2);
        } else if (localScope2) {
          Object.assign(localScope2, exports);
        }
        dso.exports = exports;
      }
      __name(moduleLoaded, "moduleLoaded");
      if (flags2.loadAsync) {
        return getExports().then((exports) => {
          moduleLoaded(exports);
          return true;
        });
      }
      moduleLoaded(getExports());
      return true;
    }
    __name(loadDynamicLibrary, "loadDynamicLibrary");
    var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
      for (var [symName, entry] of Object.entries(GOT)) {
        if (entry.value == 0) {
          var value = resolveGlobalSymbol(symName, true).sym;
          if (!value && !entry.required) {
            continue;
          }
          if (typeof value == "function") {
            entry.value = addFunction(value, value.sig);
          } else if (typeof value == "number") {
            entry.value = value;
          } else {
            throw new Error(`bad export type for '${symName}': ${typeof value}`);
          }
        }
      }
    }, "reportUndefinedSymbols");
    var loadDylibs = /* @__PURE__ */ __name(() => {
      if (!dynamicLibraries.length) {
        reportUndefinedSymbols();
        return;
      }
      addRunDependency("loadDylibs");
      dynamicLibraries.reduce((chain, lib) => chain.then(() => loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      })), Promise.resolve()).then(() => {
        reportUndefinedSymbols();
        removeRunDependency("loadDylibs");
      });
    }, "loadDylibs");
    var noExitRuntime = Module["noExitRuntime"] || true;
    function setValue(ptr, value, type = "i8") {
      if (type.endsWith("*")) type = "*";
      switch (type) {
        case "i1":
          HEAP8[ptr] = value;
          break;
        case "i8":
          HEAP8[ptr] = value;
          break;
        case "i16":
          LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
          break;
        case "i32":
          LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
          break;
        case "i64":
          HEAP64[ptr >> 3] = BigInt(value);
          break;
        case "float":
          LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
          break;
        case "double":
          LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
          break;
        case "*":
          LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
          break;
        default:
          abort(`invalid type for setValue: ${type}`);
      }
    }
    __name(setValue, "setValue");
    var ___memory_base = new WebAssembly.Global({
      "value": "i32",
      "mutable": false
    }, 1024);
    var ___stack_pointer = new WebAssembly.Global({
      "value": "i32",
      "mutable": true
    }, 78224);
    var ___table_base = new WebAssembly.Global({
      "value": "i32",
      "mutable": false
    }, 1);
    var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
    __abort_js.sig = "v";
    var _emscripten_get_now = /* @__PURE__ */ __name(() => performance.now(), "_emscripten_get_now");
    _emscripten_get_now.sig = "d";
    var _emscripten_date_now = /* @__PURE__ */ __name(() => Date.now(), "_emscripten_date_now");
    _emscripten_date_now.sig = "d";
    var nowIsMonotonic = 1;
    var checkWasiClock = /* @__PURE__ */ __name((clock_id) => clock_id >= 0 && clock_id <= 3, "checkWasiClock");
    var INT53_MAX = 9007199254740992;
    var INT53_MIN = -9007199254740992;
    var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
    function _clock_time_get(clk_id, ignored_precision, ptime) {
      ignored_precision = bigintToI53Checked(ignored_precision);
      if (!checkWasiClock(clk_id)) {
        return 28;
      }
      var now;
      if (clk_id === 0) {
        now = _emscripten_date_now();
      } else if (nowIsMonotonic) {
        now = _emscripten_get_now();
      } else {
        return 52;
      }
      var nsec = Math.round(now * 1e3 * 1e3);
      HEAP64[ptime >> 3] = BigInt(nsec);
      return 0;
    }
    __name(_clock_time_get, "_clock_time_get");
    _clock_time_get.sig = "iijp";
    var getHeapMax = /* @__PURE__ */ __name(() => (
      // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
      // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
      // for any code that deals with heap sizes, which would require special
      // casing all heap size related code to treat 0 specially.
      2147483648
    ), "getHeapMax");
    var growMemory = /* @__PURE__ */ __name((size) => {
      var b = wasmMemory.buffer;
      var pages = (size - b.byteLength + 65535) / 65536 | 0;
      try {
        wasmMemory.grow(pages);
        updateMemoryViews();
        return 1;
      } catch (e) {
      }
    }, "growMemory");
    var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
      var oldSize = HEAPU8.length;
      requestedSize >>>= 0;
      var maxHeapSize = getHeapMax();
      if (requestedSize > maxHeapSize) {
        return false;
      }
      for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
        var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
        overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
        var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
        var replacement = growMemory(newSize);
        if (replacement) {
          return true;
        }
      }
      return false;
    }, "_emscripten_resize_heap");
    _emscripten_resize_heap.sig = "ip";
    var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
    _fd_close.sig = "ii";
    function _fd_seek(fd, offset, whence, newOffset) {
      offset = bigintToI53Checked(offset);
      return 70;
    }
    __name(_fd_seek, "_fd_seek");
    _fd_seek.sig = "iijip";
    var printCharBuffers = [null, [], []];
    var printChar = /* @__PURE__ */ __name((stream, curr) => {
      var buffer = printCharBuffers[stream];
      if (curr === 0 || curr === 10) {
        (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
        buffer.length = 0;
      } else {
        buffer.push(curr);
      }
    }, "printChar");
    var flush_NO_FILESYSTEM = /* @__PURE__ */ __name(() => {
      if (printCharBuffers[1].length) printChar(1, 10);
      if (printCharBuffers[2].length) printChar(2, 10);
    }, "flush_NO_FILESYSTEM");
    var SYSCALLS = {
      varargs: void 0,
      getStr(ptr) {
        var ret = UTF8ToString(ptr);
        return ret;
      }
    };
    var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
      var num = 0;
      for (var i2 = 0; i2 < iovcnt; i2++) {
        var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
        var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
        iov += 8;
        for (var j = 0; j < len; j++) {
          printChar(fd, HEAPU8[ptr + j]);
        }
        num += len;
      }
      LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
      return 0;
    }, "_fd_write");
    _fd_write.sig = "iippp";
    function _tree_sitter_log_callback(isLexMessage, messageAddress) {
      if (Module.currentLogCallback) {
        const message = UTF8ToString(messageAddress);
        Module.currentLogCallback(message, isLexMessage !== 0);
      }
    }
    __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
    function _tree_sitter_parse_callback(inputBufferAddress, index, row2, column, lengthAddress) {
      const INPUT_BUFFER_SIZE = 10 * 1024;
      const string = Module.currentParseCallback(index, {
        row: row2,
        column
      });
      if (typeof string === "string") {
        setValue(lengthAddress, string.length, "i32");
        stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
      } else {
        setValue(lengthAddress, 0, "i32");
      }
    }
    __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
    function _tree_sitter_progress_callback(currentOffset, hasError) {
      if (Module.currentProgressCallback) {
        return Module.currentProgressCallback({
          currentOffset,
          hasError
        });
      }
      return false;
    }
    __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
    function _tree_sitter_query_progress_callback(currentOffset) {
      if (Module.currentQueryProgressCallback) {
        return Module.currentQueryProgressCallback({
          currentOffset
        });
      }
      return false;
    }
    __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
    var runtimeKeepaliveCounter = 0;
    var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
    var _proc_exit = /* @__PURE__ */ __name((code) => {
      EXITSTATUS = code;
      if (!keepRuntimeAlive()) {
        Module["onExit"]?.(code);
        ABORT = true;
      }
      quit_(code, new ExitStatus(code));
    }, "_proc_exit");
    _proc_exit.sig = "vi";
    var exitJS = /* @__PURE__ */ __name((status, implicit) => {
      EXITSTATUS = status;
      _proc_exit(status);
    }, "exitJS");
    var handleException = /* @__PURE__ */ __name((e) => {
      if (e instanceof ExitStatus || e == "unwind") {
        return EXITSTATUS;
      }
      quit_(1, e);
    }, "handleException");
    var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
      var len = 0;
      for (var i2 = 0; i2 < str.length; ++i2) {
        var c = str.charCodeAt(i2);
        if (c <= 127) {
          len++;
        } else if (c <= 2047) {
          len += 2;
        } else if (c >= 55296 && c <= 57343) {
          len += 4;
          ++i2;
        } else {
          len += 3;
        }
      }
      return len;
    }, "lengthBytesUTF8");
    var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
      if (!(maxBytesToWrite > 0)) return 0;
      var startIdx = outIdx;
      var endIdx = outIdx + maxBytesToWrite - 1;
      for (var i2 = 0; i2 < str.length; ++i2) {
        var u = str.charCodeAt(i2);
        if (u >= 55296 && u <= 57343) {
          var u1 = str.charCodeAt(++i2);
          u = 65536 + ((u & 1023) << 10) | u1 & 1023;
        }
        if (u <= 127) {
          if (outIdx >= endIdx) break;
          heap[outIdx++] = u;
        } else if (u <= 2047) {
          if (outIdx + 1 >= endIdx) break;
          heap[outIdx++] = 192 | u >> 6;
          heap[outIdx++] = 128 | u & 63;
        } else if (u <= 65535) {
          if (outIdx + 2 >= endIdx) break;
          heap[outIdx++] = 224 | u >> 12;
          heap[outIdx++] = 128 | u >> 6 & 63;
          heap[outIdx++] = 128 | u & 63;
        } else {
          if (outIdx + 3 >= endIdx) break;
          heap[outIdx++] = 240 | u >> 18;
          heap[outIdx++] = 128 | u >> 12 & 63;
          heap[outIdx++] = 128 | u >> 6 & 63;
          heap[outIdx++] = 128 | u & 63;
        }
      }
      heap[outIdx] = 0;
      return outIdx - startIdx;
    }, "stringToUTF8Array");
    var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
    var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
    var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
      var size = lengthBytesUTF8(str) + 1;
      var ret = stackAlloc(size);
      stringToUTF8(str, ret, size);
      return ret;
    }, "stringToUTF8OnStack");
    var AsciiToString = /* @__PURE__ */ __name((ptr) => {
      var str = "";
      while (1) {
        var ch = HEAPU8[ptr++];
        if (!ch) return str;
        str += String.fromCharCode(ch);
      }
    }, "AsciiToString");
    var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
      maxBytesToWrite ??= 2147483647;
      if (maxBytesToWrite < 2) return 0;
      maxBytesToWrite -= 2;
      var startPtr = outPtr;
      var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
      for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
        var codeUnit = str.charCodeAt(i2);
        LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
        outPtr += 2;
      }
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
      return outPtr - startPtr;
    }, "stringToUTF16");
    var wasmImports = {
      /** @export */
      __heap_base: ___heap_base,
      /** @export */
      __indirect_function_table: wasmTable,
      /** @export */
      __memory_base: ___memory_base,
      /** @export */
      __stack_pointer: ___stack_pointer,
      /** @export */
      __table_base: ___table_base,
      /** @export */
      _abort_js: __abort_js,
      /** @export */
      clock_time_get: _clock_time_get,
      /** @export */
      emscripten_resize_heap: _emscripten_resize_heap,
      /** @export */
      fd_close: _fd_close,
      /** @export */
      fd_seek: _fd_seek,
      /** @export */
      fd_write: _fd_write,
      /** @export */
      memory: wasmMemory,
      /** @export */
      tree_sitter_log_callback: _tree_sitter_log_callback,
      /** @export */
      tree_sitter_parse_callback: _tree_sitter_parse_callback,
      /** @export */
      tree_sitter_progress_callback: _tree_sitter_progress_callback,
      /** @export */
      tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
    };
    var wasmExports = await createWasm();
    var ___wasm_call_ctors = wasmExports["__wasm_call_ctors"];
    var _malloc = Module["_malloc"] = wasmExports["malloc"];
    var _calloc = Module["_calloc"] = wasmExports["calloc"];
    var _realloc = Module["_realloc"] = wasmExports["realloc"];
    var _free = Module["_free"] = wasmExports["free"];
    var _memcmp = Module["_memcmp"] = wasmExports["memcmp"];
    var _ts_language_symbol_count = Module["_ts_language_symbol_count"] = wasmExports["ts_language_symbol_count"];
    var _ts_language_state_count = Module["_ts_language_state_count"] = wasmExports["ts_language_state_count"];
    var _ts_language_version = Module["_ts_language_version"] = wasmExports["ts_language_version"];
    var _ts_language_abi_version = Module["_ts_language_abi_version"] = wasmExports["ts_language_abi_version"];
    var _ts_language_metadata = Module["_ts_language_metadata"] = wasmExports["ts_language_metadata"];
    var _ts_language_name = Module["_ts_language_name"] = wasmExports["ts_language_name"];
    var _ts_language_field_count = Module["_ts_language_field_count"] = wasmExports["ts_language_field_count"];
    var _ts_language_next_state = Module["_ts_language_next_state"] = wasmExports["ts_language_next_state"];
    var _ts_language_symbol_name = Module["_ts_language_symbol_name"] = wasmExports["ts_language_symbol_name"];
    var _ts_language_symbol_for_name = Module["_ts_language_symbol_for_name"] = wasmExports["ts_language_symbol_for_name"];
    var _strncmp = Module["_strncmp"] = wasmExports["strncmp"];
    var _ts_language_symbol_type = Module["_ts_language_symbol_type"] = wasmExports["ts_language_symbol_type"];
    var _ts_language_field_name_for_id = Module["_ts_language_field_name_for_id"] = wasmExports["ts_language_field_name_for_id"];
    var _ts_lookahead_iterator_new = Module["_ts_lookahead_iterator_new"] = wasmExports["ts_lookahead_iterator_new"];
    var _ts_lookahead_iterator_delete = Module["_ts_lookahead_iterator_delete"] = wasmExports["ts_lookahead_iterator_delete"];
    var _ts_lookahead_iterator_reset_state = Module["_ts_lookahead_iterator_reset_state"] = wasmExports["ts_lookahead_iterator_reset_state"];
    var _ts_lookahead_iterator_reset = Module["_ts_lookahead_iterator_reset"] = wasmExports["ts_lookahead_iterator_reset"];
    var _ts_lookahead_iterator_next = Module["_ts_lookahead_iterator_next"] = wasmExports["ts_lookahead_iterator_next"];
    var _ts_lookahead_iterator_current_symbol = Module["_ts_lookahead_iterator_current_symbol"] = wasmExports["ts_lookahead_iterator_current_symbol"];
    var _ts_parser_delete = Module["_ts_parser_delete"] = wasmExports["ts_parser_delete"];
    var _ts_parser_reset = Module["_ts_parser_reset"] = wasmExports["ts_parser_reset"];
    var _ts_parser_set_language = Module["_ts_parser_set_language"] = wasmExports["ts_parser_set_language"];
    var _ts_parser_timeout_micros = Module["_ts_parser_timeout_micros"] = wasmExports["ts_parser_timeout_micros"];
    var _ts_parser_set_timeout_micros = Module["_ts_parser_set_timeout_micros"] = wasmExports["ts_parser_set_timeout_micros"];
    var _ts_parser_set_included_ranges = Module["_ts_parser_set_included_ranges"] = wasmExports["ts_parser_set_included_ranges"];
    var _ts_query_new = Module["_ts_query_new"] = wasmExports["ts_query_new"];
    var _ts_query_delete = Module["_ts_query_delete"] = wasmExports["ts_query_delete"];
    var _iswspace = Module["_iswspace"] = wasmExports["iswspace"];
    var _iswalnum = Module["_iswalnum"] = wasmExports["iswalnum"];
    var _ts_query_pattern_count = Module["_ts_query_pattern_count"] = wasmExports["ts_query_pattern_count"];
    var _ts_query_capture_count = Module["_ts_query_capture_count"] = wasmExports["ts_query_capture_count"];
    var _ts_query_string_count = Module["_ts_query_string_count"] = wasmExports["ts_query_string_count"];
    var _ts_query_capture_name_for_id = Module["_ts_query_capture_name_for_id"] = wasmExports["ts_query_capture_name_for_id"];
    var _ts_query_capture_quantifier_for_id = Module["_ts_query_capture_quantifier_for_id"] = wasmExports["ts_query_capture_quantifier_for_id"];
    var _ts_query_string_value_for_id = Module["_ts_query_string_value_for_id"] = wasmExports["ts_query_string_value_for_id"];
    var _ts_query_predicates_for_pattern = Module["_ts_query_predicates_for_pattern"] = wasmExports["ts_query_predicates_for_pattern"];
    var _ts_query_start_byte_for_pattern = Module["_ts_query_start_byte_for_pattern"] = wasmExports["ts_query_start_byte_for_pattern"];
    var _ts_query_end_byte_for_pattern = Module["_ts_query_end_byte_for_pattern"] = wasmExports["ts_query_end_byte_for_pattern"];
    var _ts_query_is_pattern_rooted = Module["_ts_query_is_pattern_rooted"] = wasmExports["ts_query_is_pattern_rooted"];
    var _ts_query_is_pattern_non_local = Module["_ts_query_is_pattern_non_local"] = wasmExports["ts_query_is_pattern_non_local"];
    var _ts_query_is_pattern_guaranteed_at_step = Module["_ts_query_is_pattern_guaranteed_at_step"] = wasmExports["ts_query_is_pattern_guaranteed_at_step"];
    var _ts_query_disable_capture = Module["_ts_query_disable_capture"] = wasmExports["ts_query_disable_capture"];
    var _ts_query_disable_pattern = Module["_ts_query_disable_pattern"] = wasmExports["ts_query_disable_pattern"];
    var _ts_tree_copy = Module["_ts_tree_copy"] = wasmExports["ts_tree_copy"];
    var _ts_tree_delete = Module["_ts_tree_delete"] = wasmExports["ts_tree_delete"];
    var _ts_init = Module["_ts_init"] = wasmExports["ts_init"];
    var _ts_parser_new_wasm = Module["_ts_parser_new_wasm"] = wasmExports["ts_parser_new_wasm"];
    var _ts_parser_enable_logger_wasm = Module["_ts_parser_enable_logger_wasm"] = wasmExports["ts_parser_enable_logger_wasm"];
    var _ts_parser_parse_wasm = Module["_ts_parser_parse_wasm"] = wasmExports["ts_parser_parse_wasm"];
    var _ts_parser_included_ranges_wasm = Module["_ts_parser_included_ranges_wasm"] = wasmExports["ts_parser_included_ranges_wasm"];
    var _ts_language_type_is_named_wasm = Module["_ts_language_type_is_named_wasm"] = wasmExports["ts_language_type_is_named_wasm"];
    var _ts_language_type_is_visible_wasm = Module["_ts_language_type_is_visible_wasm"] = wasmExports["ts_language_type_is_visible_wasm"];
    var _ts_language_supertypes_wasm = Module["_ts_language_supertypes_wasm"] = wasmExports["ts_language_supertypes_wasm"];
    var _ts_language_subtypes_wasm = Module["_ts_language_subtypes_wasm"] = wasmExports["ts_language_subtypes_wasm"];
    var _ts_tree_root_node_wasm = Module["_ts_tree_root_node_wasm"] = wasmExports["ts_tree_root_node_wasm"];
    var _ts_tree_root_node_with_offset_wasm = Module["_ts_tree_root_node_with_offset_wasm"] = wasmExports["ts_tree_root_node_with_offset_wasm"];
    var _ts_tree_edit_wasm = Module["_ts_tree_edit_wasm"] = wasmExports["ts_tree_edit_wasm"];
    var _ts_tree_included_ranges_wasm = Module["_ts_tree_included_ranges_wasm"] = wasmExports["ts_tree_included_ranges_wasm"];
    var _ts_tree_get_changed_ranges_wasm = Module["_ts_tree_get_changed_ranges_wasm"] = wasmExports["ts_tree_get_changed_ranges_wasm"];
    var _ts_tree_cursor_new_wasm = Module["_ts_tree_cursor_new_wasm"] = wasmExports["ts_tree_cursor_new_wasm"];
    var _ts_tree_cursor_copy_wasm = Module["_ts_tree_cursor_copy_wasm"] = wasmExports["ts_tree_cursor_copy_wasm"];
    var _ts_tree_cursor_delete_wasm = Module["_ts_tree_cursor_delete_wasm"] = wasmExports["ts_tree_cursor_delete_wasm"];
    var _ts_tree_cursor_reset_wasm = Module["_ts_tree_cursor_reset_wasm"] = wasmExports["ts_tree_cursor_reset_wasm"];
    var _ts_tree_cursor_reset_to_wasm = Module["_ts_tree_cursor_reset_to_wasm"] = wasmExports["ts_tree_cursor_reset_to_wasm"];
    var _ts_tree_cursor_goto_first_child_wasm = Module["_ts_tree_cursor_goto_first_child_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_wasm"];
    var _ts_tree_cursor_goto_last_child_wasm = Module["_ts_tree_cursor_goto_last_child_wasm"] = wasmExports["ts_tree_cursor_goto_last_child_wasm"];
    var _ts_tree_cursor_goto_first_child_for_index_wasm = Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_index_wasm"];
    var _ts_tree_cursor_goto_first_child_for_position_wasm = Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = wasmExports["ts_tree_cursor_goto_first_child_for_position_wasm"];
    var _ts_tree_cursor_goto_next_sibling_wasm = Module["_ts_tree_cursor_goto_next_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_next_sibling_wasm"];
    var _ts_tree_cursor_goto_previous_sibling_wasm = Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = wasmExports["ts_tree_cursor_goto_previous_sibling_wasm"];
    var _ts_tree_cursor_goto_descendant_wasm = Module["_ts_tree_cursor_goto_descendant_wasm"] = wasmExports["ts_tree_cursor_goto_descendant_wasm"];
    var _ts_tree_cursor_goto_parent_wasm = Module["_ts_tree_cursor_goto_parent_wasm"] = wasmExports["ts_tree_cursor_goto_parent_wasm"];
    var _ts_tree_cursor_current_node_type_id_wasm = Module["_ts_tree_cursor_current_node_type_id_wasm"] = wasmExports["ts_tree_cursor_current_node_type_id_wasm"];
    var _ts_tree_cursor_current_node_state_id_wasm = Module["_ts_tree_cursor_current_node_state_id_wasm"] = wasmExports["ts_tree_cursor_current_node_state_id_wasm"];
    var _ts_tree_cursor_current_node_is_named_wasm = Module["_ts_tree_cursor_current_node_is_named_wasm"] = wasmExports["ts_tree_cursor_current_node_is_named_wasm"];
    var _ts_tree_cursor_current_node_is_missing_wasm = Module["_ts_tree_cursor_current_node_is_missing_wasm"] = wasmExports["ts_tree_cursor_current_node_is_missing_wasm"];
    var _ts_tree_cursor_current_node_id_wasm = Module["_ts_tree_cursor_current_node_id_wasm"] = wasmExports["ts_tree_cursor_current_node_id_wasm"];
    var _ts_tree_cursor_start_position_wasm = Module["_ts_tree_cursor_start_position_wasm"] = wasmExports["ts_tree_cursor_start_position_wasm"];
    var _ts_tree_cursor_end_position_wasm = Module["_ts_tree_cursor_end_position_wasm"] = wasmExports["ts_tree_cursor_end_position_wasm"];
    var _ts_tree_cursor_start_index_wasm = Module["_ts_tree_cursor_start_index_wasm"] = wasmExports["ts_tree_cursor_start_index_wasm"];
    var _ts_tree_cursor_end_index_wasm = Module["_ts_tree_cursor_end_index_wasm"] = wasmExports["ts_tree_cursor_end_index_wasm"];
    var _ts_tree_cursor_current_field_id_wasm = Module["_ts_tree_cursor_current_field_id_wasm"] = wasmExports["ts_tree_cursor_current_field_id_wasm"];
    var _ts_tree_cursor_current_depth_wasm = Module["_ts_tree_cursor_current_depth_wasm"] = wasmExports["ts_tree_cursor_current_depth_wasm"];
    var _ts_tree_cursor_current_descendant_index_wasm = Module["_ts_tree_cursor_current_descendant_index_wasm"] = wasmExports["ts_tree_cursor_current_descendant_index_wasm"];
    var _ts_tree_cursor_current_node_wasm = Module["_ts_tree_cursor_current_node_wasm"] = wasmExports["ts_tree_cursor_current_node_wasm"];
    var _ts_node_symbol_wasm = Module["_ts_node_symbol_wasm"] = wasmExports["ts_node_symbol_wasm"];
    var _ts_node_field_name_for_child_wasm = Module["_ts_node_field_name_for_child_wasm"] = wasmExports["ts_node_field_name_for_child_wasm"];
    var _ts_node_field_name_for_named_child_wasm = Module["_ts_node_field_name_for_named_child_wasm"] = wasmExports["ts_node_field_name_for_named_child_wasm"];
    var _ts_node_children_by_field_id_wasm = Module["_ts_node_children_by_field_id_wasm"] = wasmExports["ts_node_children_by_field_id_wasm"];
    var _ts_node_first_child_for_byte_wasm = Module["_ts_node_first_child_for_byte_wasm"] = wasmExports["ts_node_first_child_for_byte_wasm"];
    var _ts_node_first_named_child_for_byte_wasm = Module["_ts_node_first_named_child_for_byte_wasm"] = wasmExports["ts_node_first_named_child_for_byte_wasm"];
    var _ts_node_grammar_symbol_wasm = Module["_ts_node_grammar_symbol_wasm"] = wasmExports["ts_node_grammar_symbol_wasm"];
    var _ts_node_child_count_wasm = Module["_ts_node_child_count_wasm"] = wasmExports["ts_node_child_count_wasm"];
    var _ts_node_named_child_count_wasm = Module["_ts_node_named_child_count_wasm"] = wasmExports["ts_node_named_child_count_wasm"];
    var _ts_node_child_wasm = Module["_ts_node_child_wasm"] = wasmExports["ts_node_child_wasm"];
    var _ts_node_named_child_wasm = Module["_ts_node_named_child_wasm"] = wasmExports["ts_node_named_child_wasm"];
    var _ts_node_child_by_field_id_wasm = Module["_ts_node_child_by_field_id_wasm"] = wasmExports["ts_node_child_by_field_id_wasm"];
    var _ts_node_next_sibling_wasm = Module["_ts_node_next_sibling_wasm"] = wasmExports["ts_node_next_sibling_wasm"];
    var _ts_node_prev_sibling_wasm = Module["_ts_node_prev_sibling_wasm"] = wasmExports["ts_node_prev_sibling_wasm"];
    var _ts_node_next_named_sibling_wasm = Module["_ts_node_next_named_sibling_wasm"] = wasmExports["ts_node_next_named_sibling_wasm"];
    var _ts_node_prev_named_sibling_wasm = Module["_ts_node_prev_named_sibling_wasm"] = wasmExports["ts_node_prev_named_sibling_wasm"];
    var _ts_node_descendant_count_wasm = Module["_ts_node_descendant_count_wasm"] = wasmExports["ts_node_descendant_count_wasm"];
    var _ts_node_parent_wasm = Module["_ts_node_parent_wasm"] = wasmExports["ts_node_parent_wasm"];
    var _ts_node_child_with_descendant_wasm = Module["_ts_node_child_with_descendant_wasm"] = wasmExports["ts_node_child_with_descendant_wasm"];
    var _ts_node_descendant_for_index_wasm = Module["_ts_node_descendant_for_index_wasm"] = wasmExports["ts_node_descendant_for_index_wasm"];
    var _ts_node_named_descendant_for_index_wasm = Module["_ts_node_named_descendant_for_index_wasm"] = wasmExports["ts_node_named_descendant_for_index_wasm"];
    var _ts_node_descendant_for_position_wasm = Module["_ts_node_descendant_for_position_wasm"] = wasmExports["ts_node_descendant_for_position_wasm"];
    var _ts_node_named_descendant_for_position_wasm = Module["_ts_node_named_descendant_for_position_wasm"] = wasmExports["ts_node_named_descendant_for_position_wasm"];
    var _ts_node_start_point_wasm = Module["_ts_node_start_point_wasm"] = wasmExports["ts_node_start_point_wasm"];
    var _ts_node_end_point_wasm = Module["_ts_node_end_point_wasm"] = wasmExports["ts_node_end_point_wasm"];
    var _ts_node_start_index_wasm = Module["_ts_node_start_index_wasm"] = wasmExports["ts_node_start_index_wasm"];
    var _ts_node_end_index_wasm = Module["_ts_node_end_index_wasm"] = wasmExports["ts_node_end_index_wasm"];
    var _ts_node_to_string_wasm = Module["_ts_node_to_string_wasm"] = wasmExports["ts_node_to_string_wasm"];
    var _ts_node_children_wasm = Module["_ts_node_children_wasm"] = wasmExports["ts_node_children_wasm"];
    var _ts_node_named_children_wasm = Module["_ts_node_named_children_wasm"] = wasmExports["ts_node_named_children_wasm"];
    var _ts_node_descendants_of_type_wasm = Module["_ts_node_descendants_of_type_wasm"] = wasmExports["ts_node_descendants_of_type_wasm"];
    var _ts_node_is_named_wasm = Module["_ts_node_is_named_wasm"] = wasmExports["ts_node_is_named_wasm"];
    var _ts_node_has_changes_wasm = Module["_ts_node_has_changes_wasm"] = wasmExports["ts_node_has_changes_wasm"];
    var _ts_node_has_error_wasm = Module["_ts_node_has_error_wasm"] = wasmExports["ts_node_has_error_wasm"];
    var _ts_node_is_error_wasm = Module["_ts_node_is_error_wasm"] = wasmExports["ts_node_is_error_wasm"];
    var _ts_node_is_missing_wasm = Module["_ts_node_is_missing_wasm"] = wasmExports["ts_node_is_missing_wasm"];
    var _ts_node_is_extra_wasm = Module["_ts_node_is_extra_wasm"] = wasmExports["ts_node_is_extra_wasm"];
    var _ts_node_parse_state_wasm = Module["_ts_node_parse_state_wasm"] = wasmExports["ts_node_parse_state_wasm"];
    var _ts_node_next_parse_state_wasm = Module["_ts_node_next_parse_state_wasm"] = wasmExports["ts_node_next_parse_state_wasm"];
    var _ts_query_matches_wasm = Module["_ts_query_matches_wasm"] = wasmExports["ts_query_matches_wasm"];
    var _ts_query_captures_wasm = Module["_ts_query_captures_wasm"] = wasmExports["ts_query_captures_wasm"];
    var _memset = Module["_memset"] = wasmExports["memset"];
    var _memcpy = Module["_memcpy"] = wasmExports["memcpy"];
    var _memmove = Module["_memmove"] = wasmExports["memmove"];
    var _iswalpha = Module["_iswalpha"] = wasmExports["iswalpha"];
    var _iswblank = Module["_iswblank"] = wasmExports["iswblank"];
    var _iswdigit = Module["_iswdigit"] = wasmExports["iswdigit"];
    var _iswlower = Module["_iswlower"] = wasmExports["iswlower"];
    var _iswupper = Module["_iswupper"] = wasmExports["iswupper"];
    var _iswxdigit = Module["_iswxdigit"] = wasmExports["iswxdigit"];
    var _memchr = Module["_memchr"] = wasmExports["memchr"];
    var _strlen = Module["_strlen"] = wasmExports["strlen"];
    var _strcmp = Module["_strcmp"] = wasmExports["strcmp"];
    var _strncat = Module["_strncat"] = wasmExports["strncat"];
    var _strncpy = Module["_strncpy"] = wasmExports["strncpy"];
    var _towlower = Module["_towlower"] = wasmExports["towlower"];
    var _towupper = Module["_towupper"] = wasmExports["towupper"];
    var _setThrew = wasmExports["setThrew"];
    var __emscripten_stack_restore = wasmExports["_emscripten_stack_restore"];
    var __emscripten_stack_alloc = wasmExports["_emscripten_stack_alloc"];
    var _emscripten_stack_get_current = wasmExports["emscripten_stack_get_current"];
    var ___wasm_apply_data_relocs = wasmExports["__wasm_apply_data_relocs"];
    Module["setValue"] = setValue;
    Module["getValue"] = getValue;
    Module["UTF8ToString"] = UTF8ToString;
    Module["stringToUTF8"] = stringToUTF8;
    Module["lengthBytesUTF8"] = lengthBytesUTF8;
    Module["AsciiToString"] = AsciiToString;
    Module["stringToUTF16"] = stringToUTF16;
    Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
    function callMain(args2 = []) {
      var entryFunction = resolveGlobalSymbol("main").sym;
      if (!entryFunction) return;
      args2.unshift(thisProgram);
      var argc = args2.length;
      var argv = stackAlloc((argc + 1) * 4);
      var argv_ptr = argv;
      args2.forEach((arg) => {
        LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
        argv_ptr += 4;
      });
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
      try {
        var ret = entryFunction(argc, argv);
        exitJS(
          ret,
          /* implicit = */
          true
        );
        return ret;
      } catch (e) {
        return handleException(e);
      }
    }
    __name(callMain, "callMain");
    function run(args2 = arguments_) {
      if (runDependencies > 0) {
        dependenciesFulfilled = run;
        return;
      }
      preRun();
      if (runDependencies > 0) {
        dependenciesFulfilled = run;
        return;
      }
      function doRun() {
        Module["calledRun"] = true;
        if (ABORT) return;
        initRuntime();
        preMain();
        readyPromiseResolve(Module);
        Module["onRuntimeInitialized"]?.();
        var noInitialRun = Module["noInitialRun"];
        if (!noInitialRun) callMain(args2);
        postRun();
      }
      __name(doRun, "doRun");
      if (Module["setStatus"]) {
        Module["setStatus"]("Running...");
        setTimeout(() => {
          setTimeout(() => Module["setStatus"](""), 1);
          doRun();
        }, 1);
      } else {
        doRun();
      }
    }
    __name(run, "run");
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].pop()();
      }
    }
    run();
    moduleRtn = readyPromise;
    return moduleRtn;
  };
})();
var tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  if (!Module3) {
    Module3 = await tree_sitter_default(moduleOptions);
  }
  return Module3;
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for WASM
  /** @internal */
  [1] = 0;
  // Internal handle for WASM
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the WASM module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a timeout, cancellation,
   * or callback, then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /**
   * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
   *
   * Get the duration in microseconds that parsing is allowed to take.
   *
   * This is set via {@link Parser#setTimeoutMicros}.
   */
  getTimeoutMicros() {
    return C._ts_parser_timeout_micros(this[0]);
  }
  /**
   * @deprecated since version 0.25.0, prefer passing a progress callback to {@link Parser#parse}
   *
   * Set the maximum duration in microseconds that parsing should be allowed
   * to take before halting.
   *
   * If parsing takes longer than this, it will halt early, returning `null`.
   * See {@link Parser#parse} for more information.
   */
  setTimeoutMicros(timeout) {
    C._ts_parser_set_timeout_micros(this[0], 0, timeout);
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};

// src/util/assets.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var GRAMMAR_FILES = {
  typescript: { pkg: "tree-sitter-typescript", file: "tree-sitter-typescript.wasm" },
  tsx: { pkg: "tree-sitter-typescript", file: "tree-sitter-tsx.wasm" },
  javascript: { pkg: "tree-sitter-javascript", file: "tree-sitter-javascript.wasm" }
};
function findRepoRoot(start2) {
  let dir = start2;
  for (; ; ) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "schemas"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return start2;
    dir = parent;
  }
}
function assetPaths(moduleUrl = import.meta.url) {
  const here = dirname(fileURLToPath(moduleUrl));
  const override = process.env.SIMILAR_CODE_ASSETS_DIR;
  const bundleDir = override ? resolve(override) : here;
  if (existsSync(join(bundleDir, "grammars"))) {
    return {
      bundled: true,
      treeSitterWasm: join(bundleDir, "tree-sitter.wasm"),
      grammar: (l) => join(bundleDir, "grammars", GRAMMAR_FILES[l].file),
      modelsDir: join(bundleDir, "models"),
      companionScript: join(bundleDir, "companion.js"),
      extractWorkerScript: join(bundleDir, "extract-worker.js")
    };
  }
  const root = findRepoRoot(here);
  const nm = join(root, "node_modules");
  return {
    bundled: false,
    treeSitterWasm: join(nm, "web-tree-sitter", "tree-sitter.wasm"),
    grammar: (l) => join(nm, GRAMMAR_FILES[l].pkg, GRAMMAR_FILES[l].file),
    modelsDir: join(root, "models"),
    companionScript: join(root, "build", "companion.js"),
    extractWorkerScript: join(root, "build", "extract-worker.js")
  };
}

// src/util/hash.ts
import { createHash } from "node:crypto";
function sha256Hex(data) {
  return createHash("sha256").update(data).digest("hex");
}
function fmix32(h) {
  h ^= h >>> 16;
  h = Math.imul(h, 2246822507);
  h ^= h >>> 13;
  h = Math.imul(h, 3266489909);
  h ^= h >>> 16;
  return h >>> 0;
}

// src/extraction/languages/ecmascript.ts
var ES_FUNCTION_TYPES = [
  "function_declaration",
  "generator_function_declaration",
  "function_expression",
  "generator_function",
  "arrow_function",
  "method_definition"
];
var ES_CLASS_TYPES = ["class_declaration", "class"];
var ES_COMMENT_TYPES = ["comment", "html_comment"];
var ES_ATOMIC_TYPES = ["string", "regex"];
var ES_WORD_TYPES = ["jsx_text"];
var ES_TEMPLATE_TYPES = {
  template_string: "template_substitution"
};
function functionQueryFor(types) {
  return `[${types.map((t) => `(${t})`).join(" ")}] @function`;
}
var OWN_NAME_TYPES = /* @__PURE__ */ new Set(["function_declaration", "generator_function_declaration", "function_expression", "generator_function"]);
var MAX_HOPS = 64;
function same(a, b) {
  return !!a && a.id === b.id;
}
function qualify(qualifier, key) {
  if (!qualifier) return key;
  return key.startsWith("[") ? `${qualifier}${key}` : `${qualifier}.${key}`;
}
function collapse(text) {
  return text.replace(/\s+/g, "");
}
function propertyKeyName(key) {
  if (!key) return null;
  switch (key.type) {
    case "string": {
      const t = key.text;
      return t.length >= 2 ? t.slice(1, -1) : t;
    }
    case "computed_property_name":
      return collapse(key.text);
    default:
      return key.text;
  }
}
function climb(node, wrappers) {
  let child = node;
  let parent = node.parent;
  for (let hops = 0; parent && wrappers.has(parent.type) && hops < MAX_HOPS; hops++) {
    child = parent;
    parent = parent.parent;
  }
  return { child, parent };
}
function esNaming(wrappers) {
  const wrapperSet = new Set(wrappers);
  function assignmentTargetName(left, context) {
    if (left.type === "identifier") return left.text;
    if (left.type !== "member_expression" && left.type !== "subscript_expression") return null;
    const parts2 = [];
    let n = left;
    for (let hops = 0; n && hops < MAX_HOPS; hops++) {
      if (n.type === "member_expression") {
        const prop = n.childForFieldName("property");
        if (!prop) return null;
        parts2.unshift(prop.text);
        n = n.childForFieldName("object");
      } else if (n.type === "subscript_expression") {
        const index = n.childForFieldName("index");
        if (!index || index.type !== "string" && index.type !== "number") {
          return parts2.length > 0 ? parts2[parts2.length - 1] ?? null : null;
        }
        parts2.unshift(propertyKeyName(index) ?? "");
        n = n.childForFieldName("object");
      } else if (n.type === "identifier") {
        parts2.unshift(n.text);
        return parts2.join(".");
      } else if (n.type === "this") {
        const last = parts2[parts2.length - 1] ?? null;
        if (last === null) return null;
        return parts2.length === 1 && context.enclosingClass ? `${context.enclosingClass}.${last}` : parts2.join(".");
      } else {
        return parts2.length > 0 ? parts2[parts2.length - 1] ?? null : null;
      }
    }
    return parts2.length > 0 ? parts2[parts2.length - 1] ?? null : null;
  }
  function objectQualifier(object, context) {
    const parts2 = [];
    let node = object;
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const { child, parent } = climb(node, wrapperSet);
      if (!parent) return null;
      if (parent.type === "pair" && same(parent.childForFieldName("value"), child)) {
        const key = propertyKeyName(parent.childForFieldName("key"));
        const outer = parent.parent;
        if (key === null || !outer) return null;
        parts2.unshift(key);
        node = outer;
        continue;
      }
      const binding = bindingName(child, parent, context);
      if (binding === null) return null;
      return parts2.reduce((q, key) => qualify(q, key), binding);
    }
    return null;
  }
  function bindingName(child, parent, context) {
    switch (parent.type) {
      case "variable_declarator": {
        if (!same(parent.childForFieldName("value"), child)) return null;
        const name3 = parent.childForFieldName("name");
        return name3 && name3.type === "identifier" ? name3.text : null;
      }
      case "assignment_expression":
      case "augmented_assignment_expression": {
        if (!same(parent.childForFieldName("right"), child)) return null;
        const left = parent.childForFieldName("left");
        return left ? assignmentTargetName(left, context) : null;
      }
      case "pair": {
        if (!same(parent.childForFieldName("value"), child)) return null;
        const key = propertyKeyName(parent.childForFieldName("key"));
        if (key === null) return null;
        const object = parent.parent;
        const qualifier = object ? objectQualifier(object, context) : null;
        return qualify(qualifier, key);
      }
      case "field_definition":
      case "public_field_definition": {
        if (!same(parent.childForFieldName("value"), child)) return null;
        const key = propertyKeyName(parent.childForFieldName("property") ?? parent.childForFieldName("name"));
        if (key === null) return null;
        return qualify(context.enclosingClass, key);
      }
      case "export_statement":
        return same(parent.childForFieldName("value"), child) ? "default" : null;
      default:
        return null;
    }
  }
  function functionName(node, context) {
    const type = node.type;
    if (type === "function_declaration" || type === "generator_function_declaration") {
      const own2 = node.childForFieldName("name");
      if (own2) return own2.text;
      const parent2 = node.parent;
      return parent2 && parent2.type === "export_statement" ? "default" : null;
    }
    if (type === "method_definition") {
      const key = propertyKeyName(node.childForFieldName("name"));
      if (key === null) return null;
      const parent2 = node.parent;
      if (parent2 && parent2.type === "class_body") {
        return qualify(context.enclosingClass, key);
      }
      if (parent2 && parent2.type === "object") {
        const qualifier = objectQualifier(parent2, context);
        return qualify(qualifier, key);
      }
      return key;
    }
    const own = OWN_NAME_TYPES.has(type) ? node.childForFieldName("name") : null;
    const { child, parent } = climb(node, wrapperSet);
    if (parent) {
      if (parent.type === "export_statement" && own) return own.text;
      const bound = bindingName(child, parent, context);
      if (bound !== null) return bound;
    }
    return own ? own.text : null;
  }
  function className(node) {
    const own = node.childForFieldName("name");
    if (own) return own.text;
    const { child, parent } = climb(node, wrapperSet);
    if (!parent) return null;
    if (parent.type === "export_statement") return "default";
    return bindingName(child, parent, { enclosingClass: null });
  }
  return { functionName, className };
}

// src/extraction/languages/javascript.ts
var naming = esNaming(["parenthesized_expression"]);
var javascript = {
  id: "javascript",
  extensions: [".js", ".jsx", ".mjs", ".cjs"],
  grammar: "javascript",
  functionQuery: functionQueryFor(ES_FUNCTION_TYPES),
  functionTypes: ES_FUNCTION_TYPES,
  classTypes: ES_CLASS_TYPES,
  commentTypes: [...ES_COMMENT_TYPES, "hash_bang_line"],
  atomicTypes: ES_ATOMIC_TYPES,
  wordTypes: ES_WORD_TYPES,
  templateTypes: ES_TEMPLATE_TYPES,
  functionName: naming.functionName,
  className: naming.className
};

// src/extraction/languages/typescript.ts
var TS_WRAPPERS = [
  "parenthesized_expression",
  "as_expression",
  "satisfies_expression",
  "non_null_expression",
  "type_assertion"
];
var naming2 = esNaming(TS_WRAPPERS);
var typescriptFamily = {
  functionQuery: functionQueryFor(ES_FUNCTION_TYPES),
  functionTypes: ES_FUNCTION_TYPES,
  classTypes: [...ES_CLASS_TYPES, "abstract_class_declaration"],
  commentTypes: [...ES_COMMENT_TYPES, "hash_bang_line"],
  atomicTypes: ES_ATOMIC_TYPES,
  wordTypes: ES_WORD_TYPES,
  templateTypes: { ...ES_TEMPLATE_TYPES, template_literal_type: "template_type" },
  functionName: naming2.functionName,
  className: naming2.className
};
var typescript = {
  id: "typescript",
  extensions: [".ts", ".mts", ".cts"],
  grammar: "typescript",
  ...typescriptFamily
};

// src/extraction/languages/tsx.ts
var tsx = {
  id: "tsx",
  extensions: [".tsx"],
  grammar: "tsx",
  ...typescriptFamily
};

// src/extraction/languages/index.ts
var LANGUAGES = [typescript, tsx, javascript];
var BY_ID = new Map(LANGUAGES.map((l) => [l.id, l]));
var BY_EXTENSION = /* @__PURE__ */ new Map();
for (const language of LANGUAGES) {
  for (const ext of language.extensions) {
    if (BY_EXTENSION.has(ext)) throw new Error(`extension ${ext} is claimed by two languages`);
    BY_EXTENSION.set(ext, language);
  }
}
function languageForPath(path) {
  const slash = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  const base = path.slice(slash + 1);
  const dot2 = base.lastIndexOf(".");
  if (dot2 <= 0) return null;
  return BY_EXTENSION.get(base.slice(dot2).toLowerCase())?.id ?? null;
}

// src/extraction/normalize.ts
var TokenBuffer = class {
  starts;
  ends;
  count = 0;
  constructor(capacity = 1024) {
    this.starts = new Uint32Array(capacity);
    this.ends = new Uint32Array(capacity);
  }
  push(start2, end) {
    if (this.count === this.starts.length) this.grow();
    this.starts[this.count] = start2;
    this.ends[this.count] = end;
    this.count++;
  }
  /** Extend the last token to `end` (template literal text spanning several leaves). */
  extendLast(end) {
    if (this.count > 0) this.ends[this.count - 1] = end;
  }
  grow() {
    const starts = new Uint32Array(this.starts.length * 2);
    const ends = new Uint32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }
};
function lowerBound(starts, count, offset) {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (starts[mid] < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function tokenRange(tokens, start2, end) {
  const first = lowerBound(tokens.starts, tokens.count, start2);
  let last = lowerBound(tokens.starts, tokens.count, end);
  while (last > first && tokens.ends[last - 1] > end) last--;
  return [first, last];
}
function normalizedLengthLowerBound(tokens, first, last) {
  let n = last > first ? last - first - 1 : 0;
  for (let i2 = first; i2 < last; i2++) n += tokens.ends[i2] - tokens.starts[i2];
  return n;
}
function normalizedText(text, tokens, first, last) {
  const parts2 = new Array(Math.max(0, last - first));
  for (let i2 = first; i2 < last; i2++) parts2[i2 - first] = text.slice(tokens.starts[i2], tokens.ends[i2]);
  return parts2.join(" ");
}

// src/extraction/walk.ts
var NORMAL = 0;
var COMMENT = 1;
var ATOMIC = 2;
var FUNCTION = 3;
var CLASS = 4;
var TEMPLATE = 5;
var SUBSTITUTION = 6;
var WORDS = 7;
var ERROR_TYPE_ID = 65535;
function buildCategoryTable(language, descriptor) {
  const table = new Uint8Array(65536);
  const byName = /* @__PURE__ */ new Map();
  for (const t of descriptor.commentTypes) byName.set(t, COMMENT);
  for (const t of descriptor.atomicTypes) byName.set(t, ATOMIC);
  for (const t of descriptor.wordTypes) byName.set(t, WORDS);
  for (const t of descriptor.functionTypes) byName.set(t, FUNCTION);
  for (const t of descriptor.classTypes) byName.set(t, CLASS);
  for (const [t, sub] of Object.entries(descriptor.templateTypes)) {
    byName.set(t, TEMPLATE);
    byName.set(sub, SUBSTITUTION);
  }
  const count = language.nodeTypeCount;
  for (let id = 0; id < count && id < 65535; id++) {
    if (!language.nodeTypeIsNamed(id)) continue;
    const name3 = language.nodeTypeForId(id);
    const cat = name3 === null ? void 0 : byName.get(name3);
    if (cat !== void 0) table[id] = cat;
  }
  return table;
}
function isSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function walkTree(tree, text, descriptor, categories, findError) {
  const tokens = new TokenBuffer(4096);
  const functions = [];
  let firstError = null;
  const catStack = [];
  const templateSerialStack = [];
  let templateSerial = 0;
  let lastPieceOf = -1;
  const classDepths = [];
  const classNames = [];
  const cursor = tree.walk();
  try {
    let depth = 0;
    for (; ; ) {
      const typeId = cursor.nodeTypeId;
      const cat = categories[typeId] ?? NORMAL;
      catStack[depth] = cat;
      while (classDepths.length > 0 && classDepths[classDepths.length - 1] >= depth) {
        classDepths.pop();
        classNames.pop();
      }
      if (findError && firstError === null && (typeId === ERROR_TYPE_ID || cursor.nodeIsMissing)) {
        firstError = cursor.startPosition;
      }
      let descend = true;
      if (depth > 0 && catStack[depth - 1] === TEMPLATE && cat !== SUBSTITUTION) {
        const serial = templateSerialStack[depth - 1];
        const start2 = cursor.startIndex;
        const end = cursor.endIndex;
        if (lastPieceOf === serial) tokens.extendLast(end);
        else if (end > start2) {
          tokens.push(start2, end);
          lastPieceOf = serial;
        }
        descend = false;
      } else {
        switch (cat) {
          case COMMENT:
            descend = false;
            break;
          case ATOMIC: {
            const start2 = cursor.startIndex;
            const end = cursor.endIndex;
            if (end > start2) {
              tokens.push(start2, end);
              lastPieceOf = -1;
            }
            descend = false;
            break;
          }
          case FUNCTION: {
            const node = cursor.currentNode;
            functions.push({
              node,
              startIndex: node.startIndex,
              endIndex: node.endIndex,
              startPosition: node.startPosition,
              endPosition: node.endPosition,
              enclosingClass: classNames.length > 0 ? classNames[classNames.length - 1] ?? null : null
            });
            break;
          }
          case CLASS: {
            classDepths.push(depth);
            classNames.push(descriptor.className(cursor.currentNode));
            break;
          }
          case TEMPLATE:
            templateSerialStack[depth] = ++templateSerial;
            break;
          case WORDS: {
            const end = cursor.endIndex;
            let i2 = cursor.startIndex;
            while (i2 < end) {
              while (i2 < end && isSpace(text.charCodeAt(i2))) i2++;
              const wordStart = i2;
              while (i2 < end && !isSpace(text.charCodeAt(i2))) i2++;
              if (i2 > wordStart) {
                tokens.push(wordStart, i2);
                lastPieceOf = -1;
              }
            }
            descend = false;
            break;
          }
          default:
            break;
        }
      }
      if (descend) {
        if (cursor.gotoFirstChild()) {
          depth++;
          continue;
        }
        const start2 = cursor.startIndex;
        const end = cursor.endIndex;
        if (end > start2) {
          tokens.push(start2, end);
          lastPieceOf = -1;
        }
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return { tokens, functions, firstError };
        depth--;
      }
    }
  } finally {
    cursor.delete();
  }
}

// src/extraction/extractor.ts
var EXTRACTION_SEMANTICS_VERSION = 1;
var DEFAULT_PARSE_TIMEOUT_MS = 1e4;
function languageForPath2(path) {
  return languageForPath(path);
}
var runtime = null;
var grammars = /* @__PURE__ */ new Map();
function initRuntime2() {
  if (!runtime) {
    const wasm2 = assetPaths().treeSitterWasm;
    runtime = Parser.init({ locateFile: () => wasm2 }).catch((err2) => {
      runtime = null;
      throw err2;
    });
  }
  return runtime;
}
function loadLanguage(descriptor) {
  let loaded = grammars.get(descriptor.id);
  if (!loaded) {
    loaded = (async () => {
      const file = assetPaths().grammar(descriptor.grammar);
      try {
        const language = await Language.load(file);
        new Query(language, descriptor.functionQuery).delete();
        return { descriptor, language, categories: buildCategoryTable(language, descriptor), error: null };
      } catch (err2) {
        return { descriptor, language: null, categories: null, error: `grammar ${file}: ${errorMessage(err2)}` };
      }
    })();
    grammars.set(descriptor.id, loaded);
  }
  return loaded;
}
async function createExtractor(options = {}) {
  await initRuntime2();
  const loaded = await Promise.all(LANGUAGES.map(loadLanguage));
  const byId = new Map(loaded.map((l) => [l.descriptor.id, l]));
  return new TreeSitterExtractor(byId, options.parseTimeoutMs ?? DEFAULT_PARSE_TIMEOUT_MS);
}
function diagnostic(code, message, path) {
  return { domain: "extraction", code, message, path };
}
function isHighSurrogate(c) {
  return c >= 55296 && c <= 56319;
}
function isLowSurrogate(c) {
  return c >= 56320 && c <= 57343;
}
function positionAt(text, index) {
  let line = 1;
  let from = 0;
  for (; ; ) {
    const nl = text.indexOf("\n", from);
    if (nl < 0 || nl >= index) break;
    line++;
    from = nl + 1;
  }
  return { line, column: index - from + 1 };
}
function locationOf(text, path, name3, fn) {
  const { startIndex, endIndex, startPosition, endPosition } = fn;
  let last = endIndex - 1;
  if (last > startIndex && isLowSurrogate(text.charCodeAt(last)) && isHighSurrogate(text.charCodeAt(last - 1))) last--;
  let endLine = endPosition.row + 1;
  let endColumn = endPosition.column - (endIndex - last) + 1;
  if (endColumn < 1) {
    const p = positionAt(text, last);
    endLine = p.line;
    endColumn = p.column;
  }
  return {
    path,
    name: name3,
    start_line: startPosition.row + 1,
    start_column: startPosition.column + 1,
    end_line: endLine,
    end_column: endColumn,
    source_sha256: sha256Hex(text.slice(startIndex, endIndex))
  };
}
var TreeSitterExtractor = class {
  constructor(languages, parseTimeoutMs) {
    this.languages = languages;
    this.parseTimeoutMs = parseTimeoutMs;
  }
  parser = null;
  extract(file, options) {
    const result = { path: file.path, functions: [], skips: {}, diagnostics: [] };
    const loaded = this.languages.get(file.language);
    if (!loaded || !loaded.language || !loaded.categories) {
      result.diagnostics.push(
        diagnostic(
          DiagnosticCode.GrammarUnavailable,
          `no usable grammar for ${file.language}: ${loaded?.error ?? "unknown language"}`,
          file.path
        )
      );
      return result;
    }
    let tree = null;
    try {
      tree = this.parse(loaded.language, file.text);
    } catch (err2) {
      this.discardParser();
      result.diagnostics.push(diagnostic(DiagnosticCode.ParseFailed, `the parser failed: ${errorMessage(err2)}`, file.path));
      return result;
    }
    if (!tree) {
      this.discardParser();
      result.diagnostics.push(
        diagnostic(DiagnosticCode.ParseFailed, `parsing did not finish within ${this.parseTimeoutMs} ms`, file.path)
      );
      return result;
    }
    try {
      const hasError = tree.rootNode.hasError;
      const walk = walkTree(tree, file.text, loaded.descriptor, loaded.categories, hasError);
      if (hasError) {
        const line = walk.firstError ? walk.firstError.row + 1 : 1;
        result.diagnostics.push(
          diagnostic(
            DiagnosticCode.ParseError,
            `syntax error at line ${line}; functions containing syntax errors were skipped`,
            file.path
          )
        );
      }
      const skips = {};
      const skip = (reason) => {
        skips[reason] = (skips[reason] ?? 0) + 1;
      };
      const functions = [];
      for (const fn of walk.functions) {
        const lines = fn.endPosition.row - fn.startPosition.row + 1;
        if (lines < options.minLines) {
          skip("below-minimum-lines");
          continue;
        }
        const name3 = loaded.descriptor.functionName(fn.node, { enclosingClass: fn.enclosingClass });
        if (name3 === null || hasError && fn.node.hasError) {
          skip("unsupported-function");
          continue;
        }
        const [first, last] = tokenRange(walk.tokens, fn.startIndex, fn.endIndex);
        if (normalizedLengthLowerBound(walk.tokens, first, last) > options.maxFunctionBytes) {
          skip("function-too-large");
          continue;
        }
        const normalized = normalizedText(file.text, walk.tokens, first, last);
        if (Buffer.byteLength(normalized, "utf8") > options.maxFunctionBytes) {
          skip("function-too-large");
          continue;
        }
        functions.push({
          location: locationOf(file.text, file.path, name3, fn),
          normalized,
          normalized_sha256: sha256Hex(normalized),
          lines
        });
      }
      result.functions = functions;
      result.skips = skips;
    } catch (err2) {
      result.functions = [];
      result.skips = {};
      result.diagnostics = [diagnostic(DiagnosticCode.ParseFailed, `the syntax tree could not be read: ${errorMessage(err2)}`, file.path)];
    } finally {
      tree.delete();
    }
    return result;
  }
  parse(language, text) {
    this.parser ??= new Parser();
    this.parser.setLanguage(language);
    const deadline = performance.now() + this.parseTimeoutMs;
    return this.parser.parse(text, null, { progressCallback: () => performance.now() > deadline });
  }
  /** After a cancelled or failed parse, start the next file with a fresh parser. */
  discardParser() {
    try {
      this.parser?.delete();
    } catch {
    }
    this.parser = null;
  }
};

// src/discovery/read-source.ts
import { open, realpath as realpath2, stat } from "node:fs/promises";
import { isAbsolute as isAbsolute2 } from "node:path";

// src/discovery/paths.ts
import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve as resolve2, sep } from "node:path";
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function isInside(rel) {
  return rel !== ".." && !rel.startsWith(`..${sep}`) && !rel.startsWith("../") && !isAbsolute(rel);
}
function relativeToRoots(abs, roots) {
  for (const root of roots) {
    const rel = relative(root, abs);
    if (isInside(rel)) return toPosix(rel);
  }
  return null;
}
async function containedRealPath(realRoot, path) {
  const abs = resolve2(realRoot, path);
  if (!isInside(relative(realRoot, abs))) return { ok: false, reason: "outside" };
  let real;
  try {
    real = await realpath(abs);
  } catch (err2) {
    return { ok: false, reason: "missing", error: err2 };
  }
  if (!isInside(relative(realRoot, real))) return { ok: false, reason: "outside" };
  return { ok: true, real };
}

// src/discovery/git.ts
import { execFile } from "node:child_process";
var MAX_BUFFER = 1024 * 1024 * 1024;
var GitError = class extends Error {
  constructor(message, args2, exitCode, stderr, spawnCode) {
    super(message);
    this.args = args2;
    this.exitCode = exitCode;
    this.stderr = stderr;
    this.spawnCode = spawnCode;
  }
  name = "GitError";
};
function boundText(text, max = 400) {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= max ? t : `${t.slice(0, max - 1)}\u2026`;
}
function git(cwd, args2) {
  const fullArgs = ["-c", "core.quotePath=false", ...args2];
  return new Promise((resolvePromise, reject) => {
    execFile(
      "git",
      fullArgs,
      {
        cwd,
        encoding: "buffer",
        maxBuffer: MAX_BUFFER,
        windowsHide: true,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_OPTIONAL_LOCKS: "0" }
      },
      (err2, stdout, stderr) => {
        if (!err2) {
          resolvePromise(stdout);
          return;
        }
        const e = err2;
        const spawnCode = typeof e.code === "string" ? e.code : null;
        const exitCode = typeof e.code === "number" ? e.code : null;
        const errText = Buffer.isBuffer(stderr) ? stderr.toString("utf8") : String(stderr ?? "");
        const detail = boundText(errText || e.message);
        reject(new GitError(`git ${args2.join(" ")} failed: ${detail}`, args2, exitCode, errText, spawnCode));
      }
    );
  });
}
async function gitText(cwd, args2) {
  return (await git(cwd, args2)).toString("utf8").trim();
}
async function resolveCommit(cwd, rev) {
  if (rev.startsWith("-")) return null;
  try {
    const sha = await gitText(cwd, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]);
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

// src/discovery/read-source.ts
var DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;
var BINARY_SCAN_BYTES = 8 * 1024;
function workspaceDiagnostic(code, message, path) {
  return { domain: "workspace", code, message: boundText(message, 500), path };
}
function lexicallyOutside(path) {
  return isAbsolute2(path) || path.split(/[\\/]/).includes("..");
}
function fail(code, message, path, skip, nullPath = false) {
  const diagnostic2 = workspaceDiagnostic(code, message, nullPath ? null : path);
  return skip ? { ok: false, diagnostic: diagnostic2, skip } : { ok: false, diagnostic: diagnostic2 };
}
function formatBytes(n) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
}
var decoder = new TextDecoder("utf-8", { fatal: true });
async function readSource(root, path, maxFileBytes = DEFAULT_MAX_FILE_BYTES) {
  let realRoot;
  try {
    realRoot = await realpath2(root);
  } catch (err2) {
    return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: repository root is not accessible (${err2.message})`, path);
  }
  const contained = await containedRealPath(realRoot, path);
  if (!contained.ok) {
    return contained.reason === "outside" ? fail(DiagnosticCode.PathOutsideRepository, `refusing to read ${path}: it resolves outside the repository`, path, void 0, lexicallyOutside(path)) : fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: ${contained.error?.code ?? "missing"}`, path);
  }
  let handle2;
  try {
    if (!(await stat(contained.real)).isFile()) return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: not a regular file`, path);
    handle2 = await open(contained.real, "r");
    const st = await handle2.stat();
    if (!st.isFile()) return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: not a regular file`, path);
    const tooLarge = (bytes) => fail(DiagnosticCode.FileTooLarge, `${path} is ${formatBytes(bytes)}, over the ${formatBytes(maxFileBytes)} per-file limit; skipped`, path, "input-limit");
    if (st.size > maxFileBytes) return tooLarge(st.size);
    const buf = await handle2.readFile();
    if (buf.length > maxFileBytes) return tooLarge(buf.length);
    if (buf.subarray(0, BINARY_SCAN_BYTES).includes(0)) {
      return fail(DiagnosticCode.BinaryFile, `${path} looks binary (NUL byte in the first ${BINARY_SCAN_BYTES} bytes); not read as source`, path);
    }
    let text;
    try {
      text = decoder.decode(buf);
    } catch {
      return fail(DiagnosticCode.InvalidUtf8, `${path} is not valid UTF-8; not read as source`, path);
    }
    return { ok: true, text, bytes: buf.length };
  } catch (err2) {
    const code = err2.code ?? err2.message;
    return fail(DiagnosticCode.FileUnreadable, `cannot read ${path}: ${code}`, path);
  } finally {
    await handle2?.close().catch(() => void 0);
  }
}

// src/discovery/diagnostic-sink.ts
var MAX_DIAGNOSTICS_PER_CODE = 50;
var DiagnosticSink = class {
  list = [];
  counts = /* @__PURE__ */ new Map();
  add(code, message, path) {
    const n = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, n);
    if (n <= MAX_DIAGNOSTICS_PER_CODE) this.list.push(workspaceDiagnostic(code, message, path));
  }
  finish() {
    const out2 = [...this.list];
    for (const [code, n] of this.counts) {
      if (n > MAX_DIAGNOSTICS_PER_CODE) {
        out2.push(workspaceDiagnostic(code, `${n - MAX_DIAGNOSTICS_PER_CODE} more ${code} diagnostics not listed`, null));
      }
    }
    return out2;
  }
};

// src/discovery/diff-hunks.ts
var STATUS_KINDS = {
  A: "added",
  M: "modified",
  D: "deleted",
  R: "renamed",
  C: "copied",
  T: "type-changed"
};
function parseNameStatusZ(output) {
  const fields = output.split("\0");
  if (fields.length > 0 && fields[fields.length - 1] === "") fields.pop();
  const entries = [];
  let i2 = 0;
  while (i2 < fields.length) {
    const status = (fields[i2++] ?? "").trim();
    if (status === "") continue;
    const letter = status[0] ?? "";
    const kind = STATUS_KINDS[letter] ?? "other";
    if (letter === "R" || letter === "C") {
      const oldPath = fields[i2++];
      const newPath = fields[i2++];
      if (oldPath === void 0 || newPath === void 0) break;
      entries.push({ kind, path: newPath, oldPath });
    } else {
      const path = fields[i2++];
      if (path === void 0) break;
      entries.push({ kind, path, oldPath: null });
    }
  }
  return entries;
}
function changedPaths(entries) {
  const out2 = /* @__PURE__ */ new Set();
  for (const e of entries) if (e.kind !== "deleted") out2.add(e.path);
  return [...out2].sort(compareStrings);
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var C_ESCAPES = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, "\\": 92 };
function unquoteGitPath(raw) {
  if (!(raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"'))) return raw;
  const body3 = raw.slice(1, -1);
  const bytes = [];
  for (let i2 = 0; i2 < body3.length; i2++) {
    const ch = body3[i2];
    if (ch !== "\\") {
      for (const b of Buffer.from(ch, "utf8")) bytes.push(b);
      continue;
    }
    const next = body3[i2 + 1] ?? "";
    if (/[0-7]/.test(next)) {
      const oct = /^[0-7]{1,3}/.exec(body3.slice(i2 + 1))?.[0] ?? "0";
      bytes.push(parseInt(oct, 8) & 255);
      i2 += oct.length;
    } else if (next in C_ESCAPES) {
      bytes.push(C_ESCAPES[next]);
      i2 += 1;
    } else {
      bytes.push(92);
    }
  }
  return Buffer.from(bytes).toString("utf8");
}
function headerPath(rest, prefix) {
  const value = rest.endsWith("	") ? rest.slice(0, -1) : rest;
  if (value === "/dev/null") return null;
  const path = unquoteGitPath(value);
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
var HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function mergeRanges(ranges) {
  const sorted = ranges.filter(([s, e]) => Number.isInteger(s) && Number.isInteger(e) && s >= 1 && e >= s).map(([s, e]) => [s, e]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out2 = [];
  for (const r of sorted) {
    const last = out2[out2.length - 1];
    if (last && r[0] <= last[1] + 1) last[1] = Math.max(last[1], r[1]);
    else out2.push(r);
  }
  return out2;
}
function parseUnifiedDiffHunks(diff) {
  const raw = /* @__PURE__ */ new Map();
  let current = null;
  let inHeader = false;
  let oldLeft = 0;
  let newLeft = 0;
  const lines = diff.split("\n");
  for (const line of lines) {
    if (oldLeft > 0 || newLeft > 0) {
      const c = line[0];
      if (c === "-" && oldLeft > 0) {
        oldLeft--;
        continue;
      }
      if (c === "+" && newLeft > 0) {
        newLeft--;
        continue;
      }
      if (c === " " && oldLeft > 0 && newLeft > 0) {
        oldLeft--;
        newLeft--;
        continue;
      }
      if (c === "\\") continue;
      oldLeft = 0;
      newLeft = 0;
    }
    if (line.startsWith("\\")) continue;
    if (line.startsWith("diff --git ")) {
      current = null;
      inHeader = true;
      continue;
    }
    if (inHeader && line.startsWith("+++ ")) {
      current = headerPath(line.slice(4), "b/");
      if (current !== null && !raw.has(current)) raw.set(current, []);
      continue;
    }
    if (inHeader && line.startsWith("rename to ")) {
      current = unquoteGitPath(line.slice("rename to ".length));
      if (!raw.has(current)) raw.set(current, []);
      continue;
    }
    if (inHeader && line.startsWith("copy to ")) {
      current = unquoteGitPath(line.slice("copy to ".length));
      if (!raw.has(current)) raw.set(current, []);
      continue;
    }
    const m = HUNK_HEADER.exec(line);
    if (m) {
      inHeader = false;
      oldLeft = m[2] === void 0 ? 1 : Number(m[2]);
      const start2 = Number(m[3]);
      const count = m[4] === void 0 ? 1 : Number(m[4]);
      newLeft = count;
      if (current === null) continue;
      const list = raw.get(current) ?? [];
      if (count > 0) list.push([start2, start2 + count - 1]);
      else {
        const at = Math.max(start2, 1);
        list.push([at, at]);
      }
      raw.set(current, list);
    }
  }
  const out2 = {};
  for (const path of [...raw.keys()].sort(compareStrings)) out2[path] = mergeRanges(raw.get(path) ?? []);
  return out2;
}

// src/discovery/generated.ts
var GENERATED_DIRECTORIES = /* @__PURE__ */ new Set([
  "dist",
  "build",
  "out",
  "coverage",
  "node_modules",
  "vendor",
  "third_party",
  "bower_components",
  ".next",
  ".nuxt",
  ".svelte-kit",
  ".output",
  ".turbo",
  ".yarn",
  ".pnpm-store"
]);
var GENERATED_NAME_PATTERNS = [
  /\.min\.(?:js|mjs|cjs)$/i,
  /\.d\.(?:ts|mts|cts)$/i,
  /\.bundle\.(?:js|mjs|cjs)$/i,
  /\.chunk\.(?:js|mjs|cjs)$/i,
  /^(?:package-lock|pnpm-lock|npm-shrinkwrap)\./i,
  /^(?:yarn|bun)\.lock/i,
  /\.lock(?:\.[^/]*)?$/i
];
function generatedPathRule(path) {
  const segments = path.split("/");
  const name3 = segments[segments.length - 1] ?? "";
  for (let i2 = 0; i2 < segments.length - 1; i2++) {
    const seg = segments[i2];
    if (GENERATED_DIRECTORIES.has(seg)) return `under ${seg}/`;
  }
  for (const re of GENERATED_NAME_PATTERNS) if (re.test(name3)) return `name matches ${re.source}`;
  return null;
}
var MARKER_SCAN_BYTES = 2048;
var AT_GENERATED = new RegExp(`@${"generated"}\\b`);
var DO_NOT_EDIT = new RegExp(`${"DO NOT"} ${"EDIT"}`);
var COMMENT_START = /^\s*(?:\/\/|\/\*|\*|#)/;
function hasGeneratedMarker(head) {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, MARKER_SCAN_BYTES)).toString("latin1");
  for (const line of text.split(/\r?\n/)) {
    if ((AT_GENERATED.test(line) || DO_NOT_EDIT.test(line)) && COMMENT_START.test(line)) return true;
  }
  return false;
}

// src/discovery/scope.ts
import { isAbsolute as isAbsolute3, resolve as resolve3 } from "node:path";
function normalizeScopePath(input, realRoot, givenRoot) {
  const trimmed = input.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const abs = isAbsolute3(trimmed) ? resolve3(trimmed) : resolve3(realRoot, trimmed);
  const rel = relativeToRoots(abs, [realRoot, givenRoot]);
  if (rel === null) return { ok: false, reason: "outside" };
  if (rel === "") return { ok: false, reason: "empty" };
  return { ok: true, path: rel };
}
async function resolveFilesScope(scope, realRoot, givenRoot, supported, diags) {
  const paths = /* @__PURE__ */ new Set();
  for (const input of scope.files) {
    const n = normalizeScopePath(input, realRoot, givenRoot);
    if (!n.ok) {
      if (n.reason === "outside") {
        diags.add(DiagnosticCode.PathOutsideRepository, `scope path ${input} is outside the repository; ignored`, null);
      } else {
        diags.add(DiagnosticCode.ScopeFileNotFound, `scope path "${input}" does not name a file; ignored`, toPosix(input));
      }
      continue;
    }
    const contained = await containedRealPath(realRoot, n.path);
    if (!contained.ok && contained.reason === "outside") {
      diags.add(DiagnosticCode.PathOutsideRepository, `scope path ${input} resolves outside the repository; ignored`, n.path);
      continue;
    }
    if (!supported.has(n.path)) {
      diags.add(
        DiagnosticCode.ScopeFileNotFound,
        `scope path ${n.path} is not a tracked file of a supported language (TypeScript/JavaScript); ignored`,
        n.path
      );
      continue;
    }
    paths.add(n.path);
  }
  let hunks = null;
  if (scope.hunks) {
    hunks = {};
    for (const [key, ranges] of Object.entries(scope.hunks)) {
      const n = normalizeScopePath(key, realRoot, givenRoot);
      if (!n.ok || !paths.has(n.path) || !Array.isArray(ranges)) continue;
      hunks[n.path] = mergeRanges([...hunks[n.path] ?? [], ...ranges]);
    }
  }
  return { paths, hunks };
}
var DIFF_FLAGS = ["--no-ext-diff", "--no-textconv", "--no-color", "-M"];
var DIFF_CONFIG = ["-c", "diff.relative=false", "-c", "diff.noprefix=false", "-c", "diff.mnemonicPrefix=false"];
async function resolveGitScope(scope, root, diags) {
  const headRev = scope.head ?? "HEAD";
  const [baseSha, headSha] = await Promise.all([resolveCommit(root, scope.base), resolveCommit(root, headRev)]);
  const empty = () => ({ active: true, paths: /* @__PURE__ */ new Set(), hunks: scope.hunks ? {} : null, headSha, baseSha });
  const hint = "in CI, fetch enough history (e.g. actions/checkout with fetch-depth: 0) so both revisions and their merge base exist";
  if (baseSha === null || headSha === null) {
    const missing = [baseSha === null ? `base "${scope.base}"` : null, headSha === null ? `head "${headRev}"` : null].filter(Boolean).join(" and ");
    diags.add(DiagnosticCode.RevisionNotFound, `revision ${missing} not found in the repository; no files are in scope (${hint})`, null);
    return empty();
  }
  let mergeBase;
  try {
    mergeBase = await gitText(root, ["merge-base", baseSha, headSha]);
  } catch {
    diags.add(
      DiagnosticCode.RevisionNotFound,
      `no merge base between ${scope.base} (${baseSha.slice(0, 12)}) and ${headRev} (${headSha.slice(0, 12)}); no files are in scope (${hint})`,
      null
    );
    return empty();
  }
  let paths;
  let hunks = null;
  try {
    const ns = await git(root, [...DIFF_CONFIG, "diff", "--name-status", "-z", ...DIFF_FLAGS, mergeBase, headSha, "--"]);
    paths = new Set(changedPaths(parseNameStatusZ(ns.toString("utf8"))));
    if (scope.hunks) {
      const patch = await git(root, [
        ...DIFF_CONFIG,
        "diff",
        "-U0",
        ...DIFF_FLAGS,
        "--src-prefix=a/",
        "--dst-prefix=b/",
        mergeBase,
        headSha,
        "--"
      ]);
      const parsed = parseUnifiedDiffHunks(patch.toString("utf8"));
      hunks = {};
      for (const p of [...paths].sort(compareStrings)) hunks[p] = parsed[p] ?? [];
    }
  } catch (err2) {
    diags.add(DiagnosticCode.GitFailed, `could not list changed files: ${errorMessage(err2)}`, null);
    return empty();
  }
  return { active: true, paths, hunks, headSha, baseSha };
}
function applyWorkspace(scope, workspace, realRoot, givenRoot, supported, diags) {
  const n = workspace.trim() === "." || workspace.trim() === "" ? { ok: true, path: "" } : normalizeScopePath(workspace, realRoot, givenRoot);
  if (!n.ok) {
    diags.add(DiagnosticCode.PathOutsideRepository, `workspace ${workspace} is outside the repository; no files are in scope`, null);
    return { ...scope, active: true, paths: /* @__PURE__ */ new Set(), hunks: scope.hunks ? {} : null };
  }
  const dir = n.path;
  const inside = (p) => dir === "" || p.startsWith(`${dir}/`);
  if (!supported.some(inside)) {
    diags.add(DiagnosticCode.ScopeFileNotFound, `workspace ${dir || "."} holds no tracked TypeScript/JavaScript files; no files are in scope`, dir || null);
  }
  const base = scope.active ? [...scope.paths] : supported;
  return { ...scope, active: true, paths: new Set(base.filter(inside)) };
}

// src/discovery/tracked-files.ts
import { realpath as realpath3, stat as stat2 } from "node:fs/promises";
import { resolve as resolve4 } from "node:path";
async function resolveWorkTree(root) {
  const abs = resolve4(root);
  try {
    if (!(await stat2(abs)).isDirectory()) throw new UserError(`repository root ${abs} is not a directory`);
  } catch (err2) {
    if (err2 instanceof UserError) throw err2;
    throw new UserError(`repository root ${abs} does not exist or cannot be accessed`);
  }
  let top;
  try {
    top = await gitText(abs, ["rev-parse", "--show-toplevel"]);
  } catch (err2) {
    if (err2 instanceof GitError && err2.spawnCode === "ENOENT") {
      throw new UserError("git was not found on PATH; similar-code needs git to list the repository files");
    }
    const detail = err2 instanceof GitError ? boundText(err2.stderr || err2.message, 300) : errorMessage(err2);
    throw new UserError(`${abs} is not a git repository work tree (similar-code scans tracked files): ${detail}`);
  }
  if (!top) throw new UserError(`${abs} is not a git repository work tree (similar-code scans tracked files)`);
  try {
    return await realpath3(resolve4(top));
  } catch {
    return resolve4(top);
  }
}
function parseLsFilesStage(output) {
  const byPath = /* @__PURE__ */ new Map();
  for (const rec of output.split("\0")) {
    if (!rec) continue;
    const tab = rec.indexOf("	");
    if (tab < 0) continue;
    const [mode = "", blob = "", stage = "0"] = rec.slice(0, tab).split(" ");
    const path = rec.slice(tab + 1);
    const prev = byPath.get(path);
    if (prev) {
      prev.blob = null;
      continue;
    }
    byPath.set(path, { path, mode, blob: stage === "0" && /^[0-9a-f]{40,64}$/.test(blob) ? blob : null });
  }
  return [...byPath.values()].sort((a, b) => compareStrings(a.path, b.path));
}
function isRegularMode(mode) {
  return mode.startsWith("100");
}

// src/discovery/discover.ts
var PROBE_CONCURRENCY = 64;
function addSkip(skips, reason, n = 1) {
  if (n > 0) skips[reason] = (skips[reason] ?? 0) + n;
}
function makeFilter(include, exclude) {
  const expand = (globs) => globs.filter((g) => g.trim() !== "").map((g) => g.endsWith("/") ? `${g}**` : g);
  const opts = { dot: true, windows: false };
  let inc = null;
  let exc = null;
  try {
    const i2 = expand(include ?? []);
    const e = expand(exclude ?? []);
    if (i2.length > 0) inc = (0, import_picomatch.default)(i2, opts);
    if (e.length > 0) exc = (0, import_picomatch.default)(e, opts);
  } catch (err2) {
    throw new UserError(`invalid include/exclude glob: ${errorMessage(err2)}`);
  }
  return (path) => (inc === null || inc(path)) && (exc === null || !exc(path));
}
async function probe(root, path, maxFileBytes) {
  const contained = await containedRealPath(root, path);
  if (!contained.ok) {
    return contained.reason === "outside" ? { kind: "problem", code: DiagnosticCode.PathOutsideRepository, message: `${path} resolves outside the repository; skipped` } : contained.error?.code === "ENOENT" || contained.error?.code === "ENOTDIR" ? { kind: "problem", code: DiagnosticCode.FileMissing, message: `${path} is tracked but missing from the work tree; skipped` } : { kind: "problem", code: DiagnosticCode.FileUnreadable, message: `cannot access ${path}: ${contained.error?.code ?? "error"}; skipped` };
  }
  try {
    const st = await lstat(resolve5(root, path));
    if (!st.isFile()) {
      return { kind: "problem", code: DiagnosticCode.FileUnreadable, message: `${path} is tracked as a file but is not a regular file in the work tree; skipped` };
    }
    const handle2 = await open2(contained.real, "r");
    let head;
    try {
      const buf = Buffer.alloc(Math.min(MARKER_SCAN_BYTES, st.size));
      const { bytesRead } = await handle2.read(buf, 0, buf.length, 0);
      head = buf.subarray(0, bytesRead);
    } finally {
      await handle2.close().catch(() => void 0);
    }
    if (hasGeneratedMarker(head)) return { kind: "generated" };
    if (maxFileBytes !== void 0 && st.size > maxFileBytes) return { kind: "too-large", size: st.size };
    return { kind: "ok", size: st.size };
  } catch (err2) {
    return { kind: "problem", code: DiagnosticCode.FileUnreadable, message: `cannot read ${path}: ${err2.code ?? errorMessage(err2)}; skipped` };
  }
}
async function discover(req) {
  const root = await resolveWorkTree(req.root);
  const givenRoot = resolve5(req.root);
  const diags = new DiagnosticSink();
  const skips = {};
  let lsOut;
  let dirtyOut;
  try {
    [lsOut, dirtyOut] = await Promise.all([git(root, ["ls-files", "-s", "-z"]), git(root, ["diff-files", "--name-only", "-z"])]);
  } catch (err2) {
    throw new UserError(`cannot list the tracked files of ${root}: ${errorMessage(err2)}`);
  }
  const entries = parseLsFilesStage(lsOut.toString("utf8"));
  const dirty = new Set(dirtyOut.toString("utf8").split("\0").filter(Boolean));
  const supportedFiles = [];
  for (const e of entries) {
    if (!isRegularMode(e.mode)) continue;
    const language = languageForPath2(e.path);
    if (language === null) continue;
    supportedFiles.push({ path: e.path, language, blob: dirty.has(e.path) ? null : e.blob });
  }
  const supported = new Set(supportedFiles.map((f) => f.path));
  let scope;
  const scopeReq = req.scope;
  if (scopeReq.kind === "full") {
    scope = { active: false, paths: /* @__PURE__ */ new Set(), hunks: null, headSha: await resolveCommit(root, "HEAD"), baseSha: null };
  } else if (scopeReq.kind === "files") {
    const r = await resolveFilesScope(scopeReq, root, givenRoot, supported, diags);
    scope = { active: true, ...r, headSha: await resolveCommit(root, "HEAD"), baseSha: null };
  } else {
    scope = await resolveGitScope(scopeReq, root, diags);
  }
  if (req.workspace !== void 0) {
    scope = applyWorkspace(scope, req.workspace, root, givenRoot, supportedFiles.map((f) => f.path), diags);
  }
  const filter = makeFilter(req.include, req.exclude);
  const candidates = [];
  for (const f of supportedFiles) {
    if (!filter(f.path)) continue;
    if (generatedPathRule(f.path) !== null) {
      addSkip(skips, "generated-source");
      continue;
    }
    candidates.push(f);
  }
  const ordered = [...candidates.filter((c) => scope.paths.has(c.path)), ...candidates.filter((c) => !scope.paths.has(c.path))];
  const maxFiles = Number.isFinite(req.maxFiles) ? Math.max(0, Math.floor(req.maxFiles)) : Number.POSITIVE_INFINITY;
  const admitted = [];
  let overLimit = 0;
  for (let i2 = 0; i2 < ordered.length; i2 += PROBE_CONCURRENCY) {
    if (admitted.length >= maxFiles) {
      overLimit += ordered.length - i2;
      break;
    }
    const chunk = ordered.slice(i2, i2 + PROBE_CONCURRENCY);
    const probes = await Promise.all(chunk.map((c) => probe(root, c.path, req.maxFileBytes)));
    chunk.forEach((c, j) => {
      if (admitted.length >= maxFiles) {
        overLimit++;
        return;
      }
      const p = probes[j];
      switch (p.kind) {
        case "ok":
          admitted.push({ path: c.path, language: c.language, blob: c.blob, size: p.size });
          break;
        case "generated":
          addSkip(skips, "generated-source");
          break;
        case "too-large":
          addSkip(skips, "input-limit");
          diags.add(
            DiagnosticCode.FileTooLarge,
            `${c.path} is ${formatBytes(p.size)}, over the ${formatBytes(req.maxFileBytes ?? 0)} per-file limit; skipped`,
            c.path
          );
          break;
        case "problem":
          diags.add(p.code, p.message, c.path);
          break;
      }
    });
  }
  if (overLimit > 0) {
    addSkip(skips, "input-limit", overLimit);
    diags.add(
      DiagnosticCode.LimitReached,
      `max_files (${maxFiles}) reached: ${overLimit} more file${overLimit === 1 ? "" : "s"} not scanned${scope.active ? " (in-scope files were admitted first)" : ""}`,
      null
    );
  }
  admitted.sort((a, b) => compareStrings(a.path, b.path));
  const admittedPaths = new Set(admitted.map((f) => f.path));
  const scopePaths = [...scope.paths].filter((p) => admittedPaths.has(p)).sort(compareStrings);
  let hunks = null;
  if (scope.hunks) {
    hunks = {};
    for (const p of scopePaths) {
      const h = scope.hunks[p];
      if (h) hunks[p] = h;
    }
  }
  return {
    root,
    files: admitted,
    scope: { active: scope.active, paths: scopePaths, hunks },
    headSha: scope.headSha,
    baseSha: scope.baseSha,
    skips,
    diagnostics: diags.finish(),
    tracked: entries.length
  };
}

// src/scan/accounting.ts
var MAX_DIAGNOSTICS_PER_CODE2 = 50;
function losesWork(reason) {
  return !ADMISSION_SKIP_REASONS.has(reason) && reason !== "token-truncation";
}
var RunAccounting = class {
  skips = /* @__PURE__ */ new Map();
  phases = /* @__PURE__ */ new Map();
  diags = [];
  skip(phase, reason, count = 1) {
    if (count <= 0) return;
    let byReason = this.skips.get(phase);
    if (!byReason) this.skips.set(phase, byReason = /* @__PURE__ */ new Map());
    byReason.set(reason, (byReason.get(reason) ?? 0) + count);
  }
  addSkips(phase, counts) {
    for (const reason of SKIP_REASONS) this.skip(phase, reason, counts[reason] ?? 0);
  }
  skipCount(phase, reason) {
    return this.skips.get(phase)?.get(reason) ?? 0;
  }
  phase(phase, status, processed, total, reason = null) {
    this.phases.set(phase, { phase, status, processed, total, reason });
  }
  diagnostic(d) {
    this.diags.push(d);
  }
  diagnostics() {
    const byCode = /* @__PURE__ */ new Map();
    const kept = [];
    for (const d of this.diags) {
      const n = (byCode.get(d.code) ?? 0) + 1;
      byCode.set(d.code, n);
      if (n <= MAX_DIAGNOSTICS_PER_CODE2) kept.push(d);
    }
    for (const [code, n] of [...byCode].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
      if (n > MAX_DIAGNOSTICS_PER_CODE2) {
        const first = this.diags.find((d) => d.code === code);
        kept.push({
          domain: first.domain,
          code: "diagnostics-omitted",
          message: `${n - MAX_DIAGNOSTICS_PER_CODE2} more "${code}" diagnostics omitted`,
          path: null
        });
      }
    }
    return kept;
  }
  completion(limits, cache, providerInferenceMs) {
    const phases = PHASES.map(
      (p) => this.phases.get(p) ?? { phase: p, status: "skipped", processed: 0, total: null, reason: "not reached" }
    );
    const skips = PHASES.flatMap(
      (phase) => SKIP_REASONS.filter((r) => (this.skips.get(phase)?.get(r) ?? 0) > 0).map((reason) => ({
        phase,
        reason,
        count: this.skips.get(phase).get(reason)
      }))
    );
    const lost = phases.some((p) => p.status === "partial" || p.status === "timed-out") || skips.some((s) => losesWork(s.reason));
    return {
      status: lost ? "partial" : "complete",
      phases,
      limits,
      skips,
      cache,
      provider_inference_ms: Math.max(0, Math.round(providerInferenceMs))
    };
  }
};

// src/scan/extract-corpus.ts
import { createHash as createHash3 } from "node:crypto";
import { readFile as readFile2 } from "node:fs/promises";

// src/extraction/parallel.ts
import { existsSync as existsSync2 } from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
var CHUNK_BYTES = 64 * 1024;
var CHUNK_FILES = 32;
var IN_FLIGHT = 2;
var MAX_WORKERS = 4;
var PARALLEL_MIN_FILES = 32;
var PARALLEL_MIN_BYTES = 2.5 * 1024 * 1024;
var THREADS_ENV = "SIMILAR_CODE_EXTRACTION_THREADS";
function extractWorkerScript() {
  return assetPaths().extractWorkerScript;
}
function extractionThreads(files, bytes, env = process.env) {
  const forced = env[THREADS_ENV];
  if (forced !== void 0 && forced.trim() !== "" && /^\d+$/.test(forced.trim())) return Math.min(16, Number(forced.trim()));
  const cores = Math.max(1, Math.min(MAX_WORKERS + 1, availableParallelism()));
  if (cores < 2 || files < PARALLEL_MIN_FILES || bytes < PARALLEL_MIN_BYTES) return 0;
  return cores - 1;
}
function chunkJobs(jobs, chunkBytes = CHUNK_BYTES, chunkFiles = CHUNK_FILES) {
  const chunks = [];
  let start2 = 0;
  let bytes = 0;
  for (let i2 = 0; i2 < jobs.length; i2++) {
    bytes += Math.max(0, jobs[i2].size);
    if (bytes >= chunkBytes || i2 + 1 - start2 >= chunkFiles) {
      chunks.push([start2, i2 + 1]);
      start2 = i2 + 1;
      bytes = 0;
    }
  }
  if (start2 < jobs.length) chunks.push([start2, jobs.length]);
  return chunks;
}
function startExtractionPool(root, jobs, options, threads, logger, local, script = extractWorkerScript()) {
  if (threads < 1 || jobs.length === 0) return null;
  if (!existsSync2(script)) {
    logger.warning(`extraction: worker script ${script} not found; extracting on one thread`);
    return null;
  }
  const slots = jobs.map(() => {
    let resolve10;
    const promise = new Promise((r) => resolve10 = r);
    return { promise, resolve: resolve10, done: false };
  });
  const settle = (i2, o) => {
    const s = slots[i2];
    if (s.done) return;
    s.done = true;
    s.resolve(o);
  };
  const chunks = chunkJobs(jobs);
  const workers = [];
  const inFlight = /* @__PURE__ */ new Map();
  let next = 0;
  let failed = false;
  let closed = false;
  const shutdown = async () => {
    for (let i2 = 0; i2 < slots.length; i2++) settle(i2, null);
    await Promise.all(workers.map((w) => w.terminate().catch(() => 0)));
  };
  const fail2 = (why) => {
    if (failed || closed) return;
    failed = true;
    logger.warning(`extraction: a worker thread failed (${why}); extracting the remaining files on one thread`);
    void shutdown();
  };
  const dispatch = (w) => {
    while (!failed && !closed && next < chunks.length && (inFlight.get(w) ?? 0) < IN_FLIGHT) {
      const id = next++;
      const [a, b] = chunks[id];
      const request = { type: "chunk", id, files: jobs.slice(a, b).map((j) => ({ path: j.path, language: j.language })) };
      inFlight.set(w, (inFlight.get(w) ?? 0) + 1);
      w.postMessage(request);
    }
  };
  const init2 = { root, options };
  for (let t = 0; t < Math.min(threads, chunks.length); t++) {
    let worker;
    try {
      worker = new Worker(script, { workerData: init2 });
    } catch (err2) {
      if (workers.length === 0) {
        logger.warning(`extraction: worker threads cannot start (${errorMessage(err2)}); extracting on one thread`);
        return null;
      }
      break;
    }
    workers.push(worker);
    worker.on("message", (m) => {
      if (m.type === "failed") return fail2(m.message);
      if (m.type === "ready") return dispatch(worker);
      const [a] = chunks[m.id];
      m.outcomes.forEach((o, k) => settle(a + k, o));
      inFlight.set(worker, (inFlight.get(worker) ?? 1) - 1);
      dispatch(worker);
    });
    worker.on("error", (err2) => fail2(errorMessage(err2)));
    worker.on("exit", (code) => {
      if (!closed && !failed) fail2(`exited with code ${code}`);
    });
  }
  return {
    threads: workers.length,
    async outcome(i2) {
      const slot = slots[i2];
      while (!slot.done && !failed && !closed && next < chunks.length) {
        const [a, b] = chunks[next++];
        for (let j = a; j < b; j++) settle(j, await local(jobs[j]));
      }
      return slot.promise;
    },
    async close() {
      if (closed) return;
      closed = true;
      await shutdown();
    }
  };
}

// src/extraction/worker-protocol.ts
async function extractFile(extractor, root, file, options) {
  const read = await readSource(root, file.path);
  if (!read.ok) return read.skip ? { ok: false, diagnostic: read.diagnostic, skip: read.skip } : { ok: false, diagnostic: read.diagnostic };
  return { ok: true, result: extractor.extract({ path: file.path, language: file.language, text: read.text }, options) };
}

// src/cache/extraction-cache.ts
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join as join2 } from "node:path";
import { createHash as createHash2 } from "node:crypto";
var FORMAT_VERSION = 1;
var DAY_MS = 864e5;
var HEX64 = /^[0-9a-f]{64}$/;
var SKIP_SET = new Set(SKIP_REASONS);
var DOMAIN_SET = new Set(DIAGNOSTIC_DOMAINS);
function extractionNamespaceDigest(ns) {
  return sha256Hex(
    JSON.stringify(["similar-code/extraction-cache", FORMAT_VERSION, ns.extraction_semantics_version, ns.min_lines, ns.max_function_bytes, ns.grammar_sha256])
  ).slice(0, 32);
}
var disabledExtractionCache = {
  enabled: false,
  get: () => void 0,
  put: () => {
  },
  hits: 0,
  invalidEntries: 0,
  writes: 0,
  flush: async () => null
};
function checksum(json) {
  return createHash2("sha256").update(json).digest("hex").slice(0, 16);
}
var isInt = (x) => typeof x === "number" && Number.isInteger(x) && x >= 0;
function validRecord(r) {
  if (r === null || typeof r !== "object") return false;
  const o = r;
  if (typeof o.k !== "string" || !/^(typescript|tsx|javascript):[0-9a-f]{40,64}$/.test(o.k) || !isInt(o.d)) return false;
  if (!Array.isArray(o.f) || !Array.isArray(o.g) || o.s === null || typeof o.s !== "object" || Array.isArray(o.s)) return false;
  for (const f of o.f) {
    if (!Array.isArray(f) || f.length !== 8 || typeof f[0] !== "string") return false;
    if (!isInt(f[1]) || !isInt(f[2]) || !isInt(f[3]) || !isInt(f[4]) || !isInt(f[7]) || f[1] < 1 || f[2] < 1 || f[3] < f[1] || f[4] < 1) return false;
    if (typeof f[5] !== "string" || !HEX64.test(f[5]) || typeof f[6] !== "string" || !HEX64.test(f[6])) return false;
  }
  for (const [reason, n] of Object.entries(o.s)) if (!SKIP_SET.has(reason) || !isInt(n)) return false;
  for (const g of o.g) {
    if (!Array.isArray(g) || g.length !== 3 || !g.every((x) => typeof x === "string") || !DOMAIN_SET.has(g[0])) return false;
  }
  return true;
}
async function openExtractionCache(options) {
  const packDir = join2(options.dir, "extraction-v1");
  const packPath = join2(packDir, `${extractionNamespaceDigest(options.namespace)}.jsonl`);
  const today = Math.floor((options.now ?? Date.now)() / DAY_MS);
  const maxAge = options.maxAgeDays ?? 30;
  const records = /* @__PURE__ */ new Map();
  const diagnostics = [];
  let invalid = 0;
  let raw = null;
  try {
    raw = await readFile(packPath, "utf8");
  } catch (err2) {
    if (err2.code !== "ENOENT") {
      diagnostics.push({ domain: "cache", code: DiagnosticCode.CacheUnreadable, message: `extraction cache unreadable, extracting every file: ${errorMessage(err2)}`, path: null });
    }
  }
  if (raw !== null) {
    const lines = raw.split("\n");
    if (lines[lines.length - 1] === "") lines.pop();
    for (const line of lines) {
      const tab = line.indexOf("	");
      const json = line.slice(tab + 1);
      if (tab !== 16 || checksum(json) !== line.slice(0, 16)) {
        invalid++;
        continue;
      }
      let rec;
      try {
        rec = JSON.parse(json);
      } catch {
        invalid++;
        continue;
      }
      if (!validRecord(rec)) {
        invalid++;
        continue;
      }
      records.set(rec.k, { rec, day: rec.d });
    }
  }
  if (invalid > 0) {
    diagnostics.push({ domain: "cache", code: DiagnosticCode.CacheEntryInvalid, message: `${invalid} corrupt or incompatible extraction cache entr${invalid === 1 ? "y was" : "ies were"} ignored`, path: null });
  }
  let hits = 0;
  let writes = 0;
  let dirty = invalid > 0;
  const cache = {
    enabled: true,
    get(language, blob, path) {
      const e = records.get(`${language}:${blob}`);
      if (!e) return void 0;
      if (e.day !== today) {
        e.day = today;
        dirty = true;
      }
      hits++;
      const r = e.rec;
      return {
        path,
        functions: r.f.map(([name3, sl, sc, el, ec, src, norm, lines]) => ({
          location: { path, name: name3, start_line: sl, start_column: sc, end_line: el, end_column: ec, source_sha256: src },
          normalized: "",
          normalized_sha256: norm,
          lines
        })),
        skips: { ...r.s },
        diagnostics: r.g.map(([domain, code, message]) => ({ domain, code, message, path }))
      };
    },
    put(language, blob, result) {
      const k = `${language}:${blob}`;
      if (records.has(k)) return;
      const skips = {};
      for (const reason of SKIP_REASONS) if ((result.skips[reason] ?? 0) > 0) skips[reason] = result.skips[reason];
      const rec = {
        k,
        d: today,
        f: result.functions.map((fn) => {
          const l = fn.location;
          return [l.name, l.start_line, l.start_column, l.end_line, l.end_column, l.source_sha256, fn.normalized_sha256, fn.lines];
        }),
        s: skips,
        g: result.diagnostics.map((d) => [d.domain, d.code, d.message])
      };
      records.set(k, { rec, day: today });
      writes++;
    },
    get hits() {
      return hits;
    },
    get invalidEntries() {
      return invalid;
    },
    get writes() {
      return writes;
    },
    async flush() {
      if (writes === 0 && !dirty) return null;
      const keep = [...records.values()].filter((e) => today - e.day <= maxAge).sort((a, b) => a.rec.k < b.rec.k ? -1 : a.rec.k > b.rec.k ? 1 : 0);
      const out2 = keep.map((e) => {
        const json = JSON.stringify({ ...e.rec, d: e.day });
        return `${checksum(json)}	${json}
`;
      });
      const tmp = `${packPath}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir(packDir, { recursive: true });
        await writeFile(tmp, out2.join(""));
        await rename(tmp, packPath);
        return null;
      } catch (err2) {
        await rm(tmp, { force: true }).catch(() => {
        });
        return { domain: "cache", code: DiagnosticCode.CacheWriteFailed, message: `extraction cache could not be saved: ${errorMessage(err2)}`, path: null };
      }
    }
  };
  return { cache, diagnostics };
}

// src/comparison/identity.ts
function compareLocations(a, b) {
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  if (a.start_line !== b.start_line) return a.start_line - b.start_line;
  if (a.start_column !== b.start_column) return a.start_column - b.start_column;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  if (a.end_line !== b.end_line) return a.end_line - b.end_line;
  return a.end_column - b.end_column;
}
function reviewKey(normalizedShaA, normalizedShaB) {
  const [x, y] = normalizedShaA <= normalizedShaB ? [normalizedShaA, normalizedShaB] : [normalizedShaB, normalizedShaA];
  return `rk1-${sha256Hex(`similar-code/review-key/v1
${x}
${y}`).slice(0, 40)}`;
}
function generationDigest(generation) {
  return sha256Hex(JSON.stringify(generation));
}
function locationKey(l) {
  return [l.path, l.start_line, l.start_column, l.end_line, l.end_column, l.name, l.source_sha256].join("\0");
}
function candidateId(generationSha, left, right) {
  return `c-${sha256Hex(`${generationSha}
${locationKey(left)}
${locationKey(right)}`).slice(0, 24)}`;
}

// src/scan/context.ts
function timedOut(ctx) {
  return Date.now() > ctx.deadline;
}

// src/scan/extract-corpus.ts
var grammarDigest = null;
function grammarFilesDigest() {
  grammarDigest ??= (async () => {
    const assets = assetPaths();
    const h = createHash3("sha256");
    const languages = ["javascript", "typescript", "tsx"];
    for (const file of [assets.treeSitterWasm, ...languages.map((l) => assets.grammar(l))]) {
      try {
        h.update(await readFile2(file));
      } catch {
        h.update(`missing:${file}`);
      }
      h.update("\0");
    }
    return h.digest("hex");
  })();
  return grammarDigest;
}
function cacheable(result) {
  return !result.diagnostics.some((d) => d.code === DiagnosticCode.ParseFailed || d.code === DiagnosticCode.GrammarUnavailable);
}
function locationKey2(fn) {
  const l = fn.location;
  return `${l.start_line}:${l.start_column}:${l.end_line}:${l.end_column}:${l.name}:${fn.normalized_sha256}`;
}
function overlapsHunk(fn, hunks) {
  const ranges = hunks[fn.location.path];
  if (ranges === void 0) return true;
  return ranges.some(([s, e]) => s <= fn.location.end_line && e >= fn.location.start_line);
}
async function extractCorpus(discovery, ctx, onParse) {
  const { acc, options } = ctx;
  const limits = options.limits;
  const scopePaths = new Set(discovery.scope.paths);
  const ordered = [
    ...discovery.files.filter((f) => scopePaths.has(f.path)),
    ...discovery.files.filter((f) => !scopePaths.has(f.path))
  ];
  let extractor = null;
  const extractionOptions = { minLines: options.minLines, maxFunctionBytes: limits.max_function_bytes };
  let cache = disabledExtractionCache;
  if (options.cacheDir) {
    const opened = await openExtractionCache({
      dir: options.cacheDir,
      namespace: {
        extraction_semantics_version: EXTRACTION_SEMANTICS_VERSION,
        min_lines: options.minLines,
        max_function_bytes: limits.max_function_bytes,
        grammar_sha256: await grammarFilesDigest()
      }
    });
    cache = opened.cache;
    opened.diagnostics.forEach((d) => acc.diagnostic(d));
  }
  const functions = [];
  const textless = /* @__PURE__ */ new Map();
  let sourceBytes = 0;
  let processed = 0;
  let lostFiles = 0;
  let stopped = null;
  const cached = ordered.map((file) => file.blob ? cache.get(file.language, file.blob, file.path) : void 0);
  const jobs = [];
  const jobOf = new Int32Array(ordered.length).fill(-1);
  let uncachedBytes = 0;
  ordered.forEach((file, k) => {
    if (cached[k]) return;
    jobOf[k] = jobs.length;
    jobs.push({ path: file.path, language: file.language, size: file.size });
    uncachedBytes += file.size;
  });
  const inThread = async (file) => {
    extractor ??= await createExtractor();
    return extractFile(extractor, discovery.root, file, extractionOptions);
  };
  if (jobs.length > 0) onParse?.();
  const threads = extractionThreads(jobs.length, uncachedBytes);
  const pool = threads > 0 ? startExtractionPool(discovery.root, jobs, extractionOptions, threads, ctx.logger, inThread) : null;
  try {
    for (let k = 0; k < ordered.length; k++) {
      const file = ordered[k];
      if (timedOut(ctx)) {
        stopped = "timeout";
        acc.skip("extraction", "timeout", ordered.length - processed);
        break;
      }
      processed++;
      let result = cached[k];
      if (result) {
        if (result.functions.length > 0) textless.set(file.path, file);
      } else {
        const outcome = (pool ? await pool.outcome(jobOf[k]) : null) ?? await inThread(file);
        if (!outcome.ok) {
          acc.diagnostic(outcome.diagnostic);
          if (outcome.skip) acc.skip("extraction", outcome.skip);
          continue;
        }
        result = outcome.result;
        if (file.blob && cacheable(result)) cache.put(file.language, file.blob, result);
      }
      acc.addSkips("extraction", result.skips);
      result.diagnostics.forEach((d) => acc.diagnostic(d));
      if (result.diagnostics.some((d) => d.code === "parse-failed")) lostFiles++;
      for (const fn of result.functions) {
        if (functions.length >= limits.max_functions) {
          acc.skip("extraction", "input-limit");
          continue;
        }
        const bytes = Buffer.byteLength(fn.normalized);
        if (sourceBytes + bytes > limits.max_source_bytes) {
          acc.skip("extraction", "source-bytes-limit");
          continue;
        }
        sourceBytes += bytes;
        functions.push(fn);
      }
    }
  } finally {
    await pool?.close();
  }
  const cut = acc.skipCount("extraction", "input-limit") + acc.skipCount("extraction", "source-bytes-limit");
  acc.phase(
    "extraction",
    stopped === "timeout" ? "timed-out" : cut > 0 || lostFiles > 0 ? "partial" : "complete",
    processed,
    ordered.length,
    stopped === "timeout" ? "timeout_ms reached during extraction" : cut > 0 ? "function or source-byte limit reached" : lostFiles > 0 ? `${lostFiles} file(s) could not be parsed` : null
  );
  const flushed = await cache.flush();
  if (flushed) {
    acc.diagnostic(flushed);
    ctx.logger.warning(flushed.message);
  }
  functions.sort((a, b) => compareLocations(a.location, b.location));
  const hydrate = async (indices) => {
    const byPath = /* @__PURE__ */ new Map();
    for (const i2 of indices) {
      const fn = functions[i2];
      if (fn.normalized !== "" || !textless.has(fn.location.path)) continue;
      const list = byPath.get(fn.location.path);
      if (list) list.push(i2);
      else byPath.set(fn.location.path, [i2]);
    }
    const lost = [];
    for (const [path, list] of byPath) {
      const file = textless.get(path);
      const read = await readSource(discovery.root, path);
      const fresh = /* @__PURE__ */ new Map();
      if (read.ok) {
        extractor ??= await createExtractor();
        for (const fn of extractor.extract({ path, language: file.language, text: read.text }, extractionOptions).functions) fresh.set(locationKey2(fn), fn.normalized);
      }
      for (const i2 of list) {
        const text = fresh.get(locationKey2(functions[i2]));
        if (text === void 0) lost.push(i2);
        else functions[i2].normalized = text;
      }
    }
    return lost;
  };
  let inScope = null;
  if (discovery.scope.active) {
    const hunks = discovery.scope.hunks;
    const list = [];
    functions.forEach((fn, i2) => {
      if (scopePaths.has(fn.location.path) && (!hunks || overlapsHunk(fn, hunks))) list.push(i2);
    });
    inScope = Int32Array.from(list);
  }
  ctx.logger.info(
    `extraction: ${functions.length} functions from ${processed} files (${cache.hits} files from the extraction cache${pool ? `; ${jobs.length} parsed on ${pool.threads} worker threads` : ""})${inScope ? `; in scope: ${inScope.length}` : ""}`
  );
  return { functions, inScope, hydrate };
}

// src/scan/embed-functions.ts
import { availableParallelism as availableParallelism2 } from "node:os";

// src/cache/vector-cache.ts
import { mkdir as mkdir2, readFile as readFile3, rename as rename2, writeFile as writeFile2, rm as rm2 } from "node:fs/promises";
import { join as join3 } from "node:path";
import { endianness } from "node:os";
var MAGIC = 1129726803;
var FORMAT_VERSION2 = 2;
var HEADER_BYTES = 16;
var KEY_BYTES = 32;
var CHECK_BYTES = 8;
var DAY_MS2 = 864e5;
function namespaceDigest(ns) {
  return sha256Hex(
    JSON.stringify([
      "similar-code/vector-cache",
      FORMAT_VERSION2,
      ns.artifact_sha256,
      ns.parameter_sha256,
      ns.extraction_semantics_version,
      ns.embedding_semantics_version,
      ns.dimensions
    ])
  ).slice(0, 32);
}
var disabledVectorCache = {
  enabled: false,
  get: () => void 0,
  put: () => {
  },
  invalidEntries: 0,
  writes: 0,
  flush: async () => null
};
function recordBytes(dims) {
  return KEY_BYTES + 4 + dims * 4 + CHECK_BYTES;
}
var LITTLE_ENDIAN = endianness() === "LE";
async function openVectorCache(options) {
  const dims = options.namespace.dimensions;
  const packDir = join3(options.dir, "vectors-v1");
  const packPath = join3(packDir, `${namespaceDigest(options.namespace)}.bin`);
  const today = Math.floor((options.now ?? Date.now)() / DAY_MS2);
  const maxAge = options.maxAgeDays ?? 30;
  const entries = /* @__PURE__ */ new Map();
  const diagnostics = [];
  let invalid = 0;
  let raw = null;
  try {
    raw = await readFile3(packPath);
  } catch (err2) {
    if (err2.code !== "ENOENT") {
      diagnostics.push({ domain: "cache", code: DiagnosticCode.CacheUnreadable, message: `vector cache unreadable, starting cold: ${errorMessage(err2)}`, path: null });
    }
  }
  if (raw) invalid += parsePack(raw, dims, entries);
  if (invalid > 0) {
    diagnostics.push({ domain: "cache", code: DiagnosticCode.CacheEntryInvalid, message: `${invalid} corrupt or incompatible vector cache entr${invalid === 1 ? "y was" : "ies were"} ignored`, path: null });
  }
  const fresh = /* @__PURE__ */ new Map();
  let dirty = invalid > 0;
  const cache = {
    enabled: true,
    get(key) {
      const e = entries.get(key);
      if (!e) return void 0;
      if (e.day !== today) {
        e.day = today;
        dirty = true;
      }
      return e.vector;
    },
    put(key, vector) {
      if (vector.length !== dims || entries.has(key)) return;
      entries.set(key, { vector, day: today });
      fresh.set(key, vector);
    },
    get invalidEntries() {
      return invalid;
    },
    get writes() {
      return fresh.size;
    },
    async flush() {
      if (fresh.size === 0 && !dirty) return null;
      const keep = [...entries].filter(([, e]) => today - e.day <= maxAge).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
      const tmp = `${packPath}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir2(packDir, { recursive: true });
        await writeFile2(tmp, serializePack(keep, dims));
        await rename2(tmp, packPath);
        return null;
      } catch (err2) {
        await rm2(tmp, { force: true }).catch(() => {
        });
        return { domain: "cache", code: DiagnosticCode.CacheWriteFailed, message: `vector cache could not be saved: ${errorMessage(err2)}`, path: null };
      }
    }
  };
  return { cache, diagnostics };
}
function wordsOf(raw) {
  const aligned = raw.byteOffset % 4 === 0 && LITTLE_ENDIAN ? raw : Buffer.from(raw);
  if (!LITTLE_ENDIAN) aligned.subarray(0, aligned.length - aligned.length % 4).swap32();
  return new Uint32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.length / 4));
}
function checksum64(w, start2, n, out2, at) {
  let h1 = 2538058380 ^ n;
  let h2 = 2246822507 ^ Math.imul(n, 668265263);
  const e = start2 + n;
  let k = start2;
  for (; k + 1 < e; k += 2) {
    let k1 = Math.imul(w[k], 3432918353);
    k1 = Math.imul(k1 << 15 | k1 >>> 17, 461845907);
    h1 ^= k1;
    h1 = Math.imul(h1 << 13 | h1 >>> 19, 5) + 3864292196 | 0;
    let k2 = Math.imul(w[k + 1], 2246822519);
    k2 = Math.imul(k2 << 17 | k2 >>> 15, 3266489917);
    h2 ^= k2;
    h2 = Math.imul(h2 << 11 | h2 >>> 21, 9) + 1390208809 | 0;
  }
  if (k < e) h1 ^= Math.imul(w[k], 461845907);
  out2[at] = fmix32(h1 ^ Math.imul(h2, 374761393));
  out2[at + 1] = fmix32(h2 + fmix32(h1));
}
function parsePack(raw, dims, out2) {
  const size = recordBytes(dims);
  if (raw.length < HEADER_BYTES || raw.readUInt32LE(0) !== MAGIC || raw.readUInt32LE(4) !== FORMAT_VERSION2 || raw.readUInt32LE(8) !== dims) {
    return Math.max(1, Math.floor(Math.max(0, raw.length - HEADER_BYTES) / size));
  }
  const declared = raw.readUInt32LE(12);
  const present = Math.floor((raw.length - HEADER_BYTES) / size);
  const n = Math.min(declared, present);
  let invalid = declared - n;
  if (declared === n && raw.length > HEADER_BYTES + n * size) invalid++;
  const words = wordsOf(raw);
  const floats = new Float32Array(words.buffer, words.byteOffset, words.length);
  const recWords = size / 4;
  const bodyWords = recWords - CHECK_BYTES / 4;
  const sum = new Uint32Array(2);
  for (let r = 0; r < n; r++) {
    const w0 = HEADER_BYTES / 4 + r * recWords;
    checksum64(words, w0, bodyWords, sum, 0);
    if (sum[0] !== words[w0 + bodyWords] || sum[1] !== words[w0 + bodyWords + 1]) {
      invalid++;
      continue;
    }
    const v0 = w0 + (KEY_BYTES + 4) / 4;
    let ok = true;
    for (let k = v0; k < v0 + dims; k++) if (!Number.isFinite(floats[k])) ok = false;
    if (!ok) {
      invalid++;
      continue;
    }
    const off = HEADER_BYTES + r * size;
    out2.set(raw.toString("hex", off, off + KEY_BYTES), { vector: floats.slice(v0, v0 + dims), day: words[w0 + KEY_BYTES / 4] });
  }
  return invalid;
}
function serializePack(records, dims) {
  const size = recordBytes(dims);
  const buf = Buffer.alloc(HEADER_BYTES + records.length * size);
  buf.writeUInt32LE(MAGIC, 0);
  buf.writeUInt32LE(FORMAT_VERSION2, 4);
  buf.writeUInt32LE(dims, 8);
  buf.writeUInt32LE(records.length, 12);
  const words = new Uint32Array(buf.length / 4);
  const floats = new Float32Array(words.buffer);
  const recWords = size / 4;
  const bodyWords = recWords - CHECK_BYTES / 4;
  records.forEach(([key, e], r) => {
    const off = HEADER_BYTES + r * size;
    buf.write(key, off, KEY_BYTES, "hex");
    const w0 = off / 4;
    for (let k = 0; k < KEY_BYTES / 4; k++) words[w0 + k] = buf.readUInt32LE(off + k * 4);
    words[w0 + KEY_BYTES / 4] = e.day;
    floats.set(e.vector.subarray(0, dims), w0 + (KEY_BYTES + 4) / 4);
    checksum64(words, w0, bodyWords, words, w0 + bodyWords);
  });
  const body3 = Buffer.from(words.buffer, HEADER_BYTES, buf.length - HEADER_BYTES);
  if (!LITTLE_ENDIAN) body3.swap32();
  body3.copy(buf, HEADER_BYTES);
  return buf;
}

// src/embedding/validate-vectors.ts
var UNIT_NORM_TOLERANCE = 1e-3;
function checkVectors(vectors, expectedCount, dims) {
  if (vectors.length !== expectedCount) return { ok: false, reason: `expected ${expectedCount} vectors, got ${vectors.length}` };
  for (let k = 0; k < vectors.length; k++) {
    const v = vectors[k];
    if (v.length !== dims) return { ok: false, reason: `vector ${k} has ${v.length} dimensions, expected ${dims}` };
    let norm = 0;
    for (let i2 = 0; i2 < v.length; i2++) {
      const x = v[i2];
      if (!Number.isFinite(x)) return { ok: false, reason: `vector ${k} has a non-finite value at ${i2}` };
      norm += x * x;
    }
    norm = Math.sqrt(norm);
    if (Math.abs(norm - 1) > UNIT_NORM_TOLERANCE) return { ok: false, reason: `vector ${k} has norm ${norm.toFixed(6)}, expected 1` };
  }
  return { ok: true };
}

// src/scan/embed-functions.ts
var EMPTY_CACHE = { status: "disabled", hits: 0, misses: 0, writes: 0, invalid_entries: 0 };
async function embedFunctions(functions, inScope, session, generation, ctx, hydrate) {
  const { acc, options, logger } = ctx;
  const n = functions.length;
  const vectors = new Array(n);
  if (!session) {
    acc.skip("embedding", "provider-failure", n);
    acc.phase("cache", "skipped", 0, n, "no embedding provider: vectors could not be keyed");
    acc.phase("embedding", n > 0 ? "partial" : "complete", 0, n, n > 0 ? "embedding companion unavailable" : null);
    acc.phase("validation", "skipped", 0, 0, "nothing to validate");
    return { dims: 0, vectors, cacheSummary: { ...EMPTY_CACHE, status: options.cacheDir ? "miss" : "disabled", misses: options.cacheDir ? n : 0 }, inferenceMs: 0 };
  }
  const dims = generation.model.dimensions;
  const order = admissionOrder(n, inScope);
  const maxVectors = Math.floor(options.limits.max_vector_bytes / Math.max(1, dims * 4));
  const admitted = order.slice(0, maxVectors);
  acc.skip("embedding", "vector-memory-limit", order.length - admitted.length);
  let cache = disabledVectorCache;
  if (options.cacheDir) {
    const opened = await openVectorCache({
      dir: options.cacheDir,
      namespace: {
        artifact_sha256: generation.model.artifact_sha256,
        parameter_sha256: generation.parameters.parameter_sha256,
        extraction_semantics_version: generation.extraction_semantics_version,
        embedding_semantics_version: generation.embedding_semantics_version,
        dimensions: dims
      }
    });
    cache = opened.cache;
    opened.diagnostics.forEach((d) => acc.diagnostic(d));
  }
  const pending = /* @__PURE__ */ new Map();
  let hits = 0;
  for (const i2 of admitted) {
    const fn = functions[i2];
    const v = cache.get(fn.normalized_sha256);
    if (v) {
      vectors[i2] = v;
      hits++;
      continue;
    }
    const list = pending.get(fn.normalized_sha256);
    if (list) list.push(i2);
    else pending.set(fn.normalized_sha256, [i2]);
  }
  if (hydrate) {
    const textless = [];
    for (const list of pending.values()) {
      const withText = list.findIndex((i2) => functions[i2].normalized !== "");
      if (withText > 0) list.unshift(...list.splice(withText, 1));
      else if (withText < 0) textless.push(list[0]);
    }
    if (textless.length > 0) {
      const lost = new Set(await hydrate(textless));
      if (lost.size > 0) {
        let dropped = 0;
        for (const [k, list] of pending) {
          if (!lost.has(list[0])) continue;
          pending.delete(k);
          dropped += list.length;
        }
        acc.skip("embedding", "provider-failure", dropped);
        acc.diagnostic({ domain: "cache", code: DiagnosticCode.CacheEntryInvalid, message: `${dropped} function(s) from the extraction cache no longer match their file; not embedded`, path: null });
      }
    }
  }
  const misses = admitted.length - hits;
  acc.phase("cache", cache.enabled ? "complete" : "skipped", cache.enabled ? admitted.length : 0, cache.enabled ? admitted.length : null, cache.enabled ? null : "cache disabled");
  const keys = [...pending.keys()];
  const batchSize = Math.max(1, Math.min(options.limits.max_batch_size, generation.parameters.batch_size || options.limits.max_batch_size));
  const batches = Math.ceil(keys.length / batchSize);
  const first = keys.length > 0 ? await session.provider() : null;
  let embedded = 0;
  let accepted = 0;
  let inferenceMs = 0;
  const textsOf = (b) => keys.slice(b * batchSize, (b + 1) * batchSize).map((k) => functions[pending.get(k)[0]].normalized);
  const { results, stop: stop2 } = first ? await dispatchBatches(first, session, batches, textsOf, ctx) : { results: [], stop: keys.length > 0 ? "crash" : null };
  for (let b = 0; b < batches; b++) {
    const batchKeys = keys.slice(b * batchSize, (b + 1) * batchSize);
    const result = results[b];
    if (!result) {
      for (const k of batchKeys) acc.skip("embedding", stop2 === "timeout" ? "timeout" : "provider-failure", pending.get(k).length);
      continue;
    }
    inferenceMs += result.inference_ms;
    const check = checkVectors(result.vectors, batchKeys.length, dims);
    if (!check.ok) {
      acc.diagnostic({ domain: "provider", code: DiagnosticCode.InvalidVectors, message: `companion returned unusable vectors for a batch of ${batchKeys.length}: ${check.reason}`, path: null });
      for (const k of batchKeys) acc.skip("validation", "provider-failure", pending.get(k).length);
      continue;
    }
    const truncated = new Set(result.truncated ?? []);
    batchKeys.forEach((k, i2) => {
      const v = result.vectors[i2];
      cache.put(k, v);
      const idx = pending.get(k);
      for (const j of idx) vectors[j] = v;
      embedded += idx.length;
      accepted += idx.length;
      if (truncated.has(i2)) acc.skip("embedding", "token-truncation", idx.length);
    });
  }
  acc.phase(
    "embedding",
    stop2 === "timeout" ? "timed-out" : stop2 === "crash" ? "partial" : "complete",
    embedded,
    misses,
    stop2 === "timeout" ? "timeout_ms reached" : stop2 === "crash" ? "embedding companion failed" : null
  );
  const rejected = acc.skipCount("validation", "provider-failure");
  acc.phase("validation", rejected > 0 ? "partial" : "complete", accepted, accepted + rejected, rejected > 0 ? "invalid vectors rejected" : null);
  const flushed = await cache.flush();
  if (flushed) {
    acc.diagnostic(flushed);
    logger.warning(flushed.message);
  }
  const cacheSummary = cache.enabled ? { status: misses === 0 ? "hit" : hits === 0 ? "miss" : "mixed", hits, misses, writes: cache.writes, invalid_entries: cache.invalidEntries } : EMPTY_CACHE;
  logger.info(`embedding: ${hits} cached, ${embedded} embedded, ${inferenceMs} ms inference`);
  return { dims, vectors, cacheSummary, inferenceMs };
}
async function dispatchBatches(first, session, batches, textsOf, ctx) {
  const { acc, logger } = ctx;
  const results = new Array(batches);
  const state = { stop: null, next: 0 };
  const work = async (provider) => {
    while (state.stop === null && state.next < batches) {
      if (timedOut(ctx)) {
        state.stop = "timeout";
        acc.diagnostic({ domain: "provider", code: DiagnosticCode.ProviderTimeout, message: "timeout_ms reached while embedding; remaining functions were not embedded", path: null });
        return;
      }
      const b = state.next++;
      try {
        results[b] = await provider.embed(textsOf(b));
      } catch (err2) {
        if (state.stop !== null) return;
        state.stop = "crash";
        const code = err2.code ?? DiagnosticCode.CompanionError;
        acc.diagnostic({ domain: "provider", code, message: `embedding failed: ${errorMessage(err2)}`.slice(0, 1e3), path: null });
        logger.warning(`embedding failed: ${errorMessage(err2)}`);
        return;
      }
    }
  };
  const extra = embeddingProcesses(batches, session.bundled) - 1;
  const joined = extra > 0 ? session.more(extra).then((more) => {
    if (more.length > 0) logger.debug(`embedding: ${batches} batches on ${more.length + 1} companions`);
    return Promise.all(more.map(work));
  }) : null;
  await Promise.all([work(first), joined]);
  return { results, stop: state.stop };
}
var PROCESSES_ENV = "SIMILAR_CODE_EMBEDDING_PROCESSES";
var MAX_PROCESSES = 4;
var BATCHES_PER_PROCESS = 4;
function embeddingProcesses(batches, bundled, env = process.env, cores = availableParallelism2()) {
  if (batches <= 1) return 1;
  const forced = env[PROCESSES_ENV]?.trim();
  if (forced && /^\d+$/.test(forced)) return Math.max(1, Math.min(16, Number(forced), batches));
  if (!bundled) return 1;
  return Math.max(1, Math.min(MAX_PROCESSES, cores, Math.floor(batches / BATCHES_PER_PROCESS)));
}
function admissionOrder(n, inScope) {
  if (!inScope) return Array.from({ length: n }, (_, i2) => i2);
  const mark = new Uint8Array(n);
  for (const i2 of inScope) mark[i2] = 1;
  const order = [...inScope];
  for (let i2 = 0; i2 < n; i2++) if (!mark[i2]) order.push(i2);
  return order;
}

// src/comparison/fast-search.ts
import { availableParallelism as availableParallelism3 } from "node:os";

// src/comparison/float-dot.ts
function dot(v, a, w, b, dims) {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let k = 0;
  for (; k + 3 < dims; k += 4) {
    s0 += v[a + k] * w[b + k];
    s1 += v[a + k + 1] * w[b + k + 1];
    s2 += v[a + k + 2] * w[b + k + 2];
    s3 += v[a + k + 3] * w[b + k + 3];
  }
  for (; k < dims; k++) s0 += v[a + k] * w[b + k];
  return s0 + s1 + s2 + s3;
}
var FLOAT_DOT_SOURCE = String.raw`
function dot(v, a, b, dims) {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, k = 0;
  for (; k + 3 < dims; k += 4) {
    s0 += v[a + k] * v[b + k];
    s1 += v[a + k + 1] * v[b + k + 1];
    s2 += v[a + k + 2] * v[b + k + 2];
    s3 += v[a + k + 3] * v[b + k + 3];
  }
  for (; k < dims; k++) s0 += v[a + k] * v[b + k];
  return s0 + s1 + s2 + s3;
}
`;

// src/comparison/topk.ts
var TopK = class _TopK {
  constructor(capacity) {
    this.capacity = capacity;
    this.scores = new Float64Array(Math.max(capacity, 1));
    this.ids = new Int32Array(Math.max(capacity, 1));
  }
  scores;
  ids;
  size = 0;
  /** Neighbours above threshold that did not fit (or were evicted). */
  overflow = 0;
  /** True when (a, ia) ranks below (b, ib): lower score, or same score and higher index. */
  static worse(a, ia, b, ib) {
    return a < b || a === b && ia > ib;
  }
  push(score, id) {
    if (this.capacity === 0) {
      this.overflow++;
      return;
    }
    if (this.size < this.capacity) {
      let i3 = this.size++;
      this.scores[i3] = score;
      this.ids[i3] = id;
      while (i3 > 0) {
        const p = i3 - 1 >> 1;
        if (!_TopK.worse(this.scores[i3], this.ids[i3], this.scores[p], this.ids[p])) break;
        this.swap(i3, p);
        i3 = p;
      }
      return;
    }
    this.overflow++;
    if (!_TopK.worse(this.scores[0], this.ids[0], score, id)) return;
    this.scores[0] = score;
    this.ids[0] = id;
    let i2 = 0;
    for (; ; ) {
      const l = 2 * i2 + 1;
      const r = l + 1;
      let m = i2;
      if (l < this.size && _TopK.worse(this.scores[l], this.ids[l], this.scores[m], this.ids[m])) m = l;
      if (r < this.size && _TopK.worse(this.scores[r], this.ids[r], this.scores[m], this.ids[m])) m = r;
      if (m === i2) break;
      this.swap(i2, m);
      i2 = m;
    }
  }
  entries() {
    const out2 = [];
    for (let i2 = 0; i2 < this.size; i2++) out2.push({ score: this.scores[i2], id: this.ids[i2] });
    return out2;
  }
  swap(a, b) {
    const s = this.scores[a];
    this.scores[a] = this.scores[b];
    this.scores[b] = s;
    const d = this.ids[a];
    this.ids[a] = this.ids[b];
    this.ids[b] = d;
  }
};

// src/comparison/neighbor-heaps.ts
var NeighborHeaps = class {
  constructor(count, maxNeighbors, isTrivialPair) {
    this.count = count;
    this.maxNeighbors = maxNeighbors;
    this.isTrivialPair = isTrivialPair;
    this.heaps = new Array(count);
  }
  heaps;
  /** Non-trivial pairs offered (each at or above the threshold). */
  above = 0;
  /** Offer a pair at or above the threshold to both functions' heaps (trivial pairs are dropped uncounted). */
  add(i2, j, score) {
    if (this.isTrivialPair?.(i2, j)) return;
    this.above++;
    this.heap(i2).push(score, j);
    this.heap(j).push(score, i2);
  }
  /** Every pair kept by either side's heap, once (a < b), in the order the heaps are walked (by function index). */
  pairs() {
    const kept = /* @__PURE__ */ new Map();
    for (let i2 = 0; i2 < this.count; i2++) {
      const h = this.heaps[i2];
      if (!h) continue;
      for (const { score, id } of h.entries()) {
        const a = Math.min(i2, id);
        const b = Math.max(i2, id);
        kept.set(`${a}:${b}`, { a, b, score });
      }
    }
    return [...kept.values()];
  }
  /** The kept pairs ordered by (a, b). */
  sortedPairs() {
    return this.pairs().sort((x, y) => x.a - y.a || x.b - y.b);
  }
  heap(i2) {
    return this.heaps[i2] ??= new TopK(this.maxNeighbors);
  }
};

// src/comparison/exact-search.ts
function plannedComparisons(count, queries) {
  if (queries === null) return count * (count - 1) / 2;
  const q = queries.length;
  return q * (count - 1) - q * (q - 1) / 2;
}

// src/comparison/wasm-kernel.ts
var VOID = 64;
var I32 = 127;
var V128 = 123;
function uleb(n) {
  const out2 = [];
  do {
    let b = n & 127;
    n >>>= 7;
    if (n !== 0) b |= 128;
    out2.push(b);
  } while (n !== 0);
  return out2;
}
function sleb(n) {
  const out2 = [];
  for (; ; ) {
    const b = n & 127;
    n >>= 7;
    if (n === 0 && (b & 64) === 0 || n === -1 && (b & 64) !== 0) {
      out2.push(b);
      return out2;
    }
    out2.push(b | 128);
  }
}
var simd = (op) => [253 /* Simd */, ...uleb(op)];
var V128_LOAD = (offset) => [...simd(0), 4, ...uleb(offset)];
var V128_CONST0 = [...simd(12), ...new Array(16).fill(0)];
var I32X4_EXTRACT = (lane) => [...simd(27), lane];
var I32X4_ADD = simd(174);
var I32X4_DOT_I16X8_S = simd(186);
var get = (i2) => [32 /* LocalGet */, i2];
var set = (i2) => [33 /* LocalSet */, i2];
var tee = (i2) => [34 /* LocalTee */, i2];
var i32 = (n) => [65 /* I32Const */, ...sleb(n)];
var Q = 0;
var C2 = 1;
var NC = 2;
var STRIDE = 3;
var THR = 4;
var OUT = 5;
var J = 6;
var K = 7;
var CNT = 8;
var C1 = 9;
var C22 = 10;
var C3 = 11;
var QV = 12;
var A0 = 13;
var A1 = 14;
var A2 = 15;
var A3 = 16;
var S = 17;
function emitHit(acc, jExpr, mode) {
  return [
    ...get(acc),
    ...I32X4_EXTRACT(0),
    ...get(acc),
    ...I32X4_EXTRACT(1),
    106 /* I32Add */,
    ...get(acc),
    ...I32X4_EXTRACT(2),
    106 /* I32Add */,
    ...get(acc),
    ...I32X4_EXTRACT(3),
    106 /* I32Add */,
    ...mode === "value" ? tee(S) : [],
    ...get(THR),
    78 /* I32GeS */,
    4 /* If */,
    VOID,
    ...get(OUT),
    ...get(CNT),
    ...i32(2),
    116 /* I32Shl */,
    106 /* I32Add */,
    ...mode === "value" ? get(S) : jExpr,
    54 /* I32Store */,
    2,
    0,
    ...get(CNT),
    ...i32(1),
    106 /* I32Add */,
    ...set(CNT),
    11 /* End */
  ];
}
function body2(mode) {
  const code = [];
  code.push(2 /* Block */, VOID, 3 /* Loop */, VOID);
  code.push(...get(J), ...i32(4), 106 /* I32Add */, ...get(NC), 75 /* I32GtU */, 13 /* BrIf */, 1);
  code.push(...get(C2), ...get(STRIDE), 106 /* I32Add */, ...tee(C1), ...get(STRIDE), 106 /* I32Add */, ...tee(C22), ...get(STRIDE), 106 /* I32Add */, ...set(C3));
  for (const a of [A0, A1, A2, A3]) code.push(...V128_CONST0, ...set(a));
  code.push(...i32(0), ...set(K));
  code.push(3 /* Loop */, VOID);
  code.push(...get(Q), ...get(K), 106 /* I32Add */, ...V128_LOAD(0), ...set(QV));
  for (const [a, c] of [[A0, C2], [A1, C1], [A2, C22], [A3, C3]]) {
    code.push(...get(a), ...get(QV), ...get(c), ...get(K), 106 /* I32Add */, ...V128_LOAD(0), ...I32X4_DOT_I16X8_S, ...I32X4_ADD, ...set(a));
  }
  code.push(...get(K), ...i32(16), 106 /* I32Add */, ...tee(K), ...get(STRIDE), 73 /* I32LtU */, 13 /* BrIf */, 0);
  code.push(11 /* End */);
  code.push(...emitHit(A0, get(J), mode));
  code.push(...emitHit(A1, [...get(J), ...i32(1), 106 /* I32Add */], mode));
  code.push(...emitHit(A2, [...get(J), ...i32(2), 106 /* I32Add */], mode));
  code.push(...emitHit(A3, [...get(J), ...i32(3), 106 /* I32Add */], mode));
  code.push(...get(C3), ...get(STRIDE), 106 /* I32Add */, ...set(C2));
  code.push(...get(J), ...i32(4), 106 /* I32Add */, ...set(J));
  code.push(12 /* Br */, 0, 11 /* End */, 11 /* End */);
  code.push(2 /* Block */, VOID, 3 /* Loop */, VOID);
  code.push(...get(J), ...get(NC), 79 /* I32GeU */, 13 /* BrIf */, 1);
  code.push(...V128_CONST0, ...set(A0), ...i32(0), ...set(K));
  code.push(3 /* Loop */, VOID);
  code.push(...get(A0), ...get(Q), ...get(K), 106 /* I32Add */, ...V128_LOAD(0), ...get(C2), ...get(K), 106 /* I32Add */, ...V128_LOAD(0), ...I32X4_DOT_I16X8_S, ...I32X4_ADD, ...set(A0));
  code.push(...get(K), ...i32(16), 106 /* I32Add */, ...tee(K), ...get(STRIDE), 73 /* I32LtU */, 13 /* BrIf */, 0);
  code.push(11 /* End */);
  code.push(...emitHit(A0, get(J), mode));
  code.push(...get(C2), ...get(STRIDE), 106 /* I32Add */, ...set(C2));
  code.push(...get(J), ...i32(1), 106 /* I32Add */, ...set(J));
  code.push(12 /* Br */, 0, 11 /* End */, 11 /* End */);
  code.push(...get(CNT), 11 /* End */);
  return code;
}
function section(id, content) {
  return [id, ...uleb(content.length), ...content];
}
function name2(s) {
  const b = [...Buffer.from(s, "utf8")];
  return [...uleb(b.length), ...b];
}
function kernelWasmBytes(maxPages = 65536) {
  const type = section(1, [1, 96, 6, I32, I32, I32, I32, I32, I32, 1, I32]);
  const imports = section(2, [1, ...name2("env"), ...name2("mem"), 2, 3, ...uleb(1), ...uleb(maxPages)]);
  const funcs = section(3, [2, 0, 0]);
  const exports = section(7, [2, ...name2("dots"), 0, 0, ...name2("dotsv"), 0, 1]);
  const locals = [3, 6, I32, 5, V128, 1, I32];
  const fns = ["index", "value"].map((mode) => {
    const fn = [...locals, ...body2(mode)];
    return [...uleb(fn.length), ...fn];
  });
  const code = section(10, [2, ...fns[0], ...fns[1]]);
  return Uint8Array.from([0, 97, 115, 109, 1, 0, 0, 0, ...type, ...imports, ...funcs, ...exports, ...code]);
}
var wasm = globalThis.WebAssembly;
function instantiateKernel(module2, mem) {
  return new wasm.Instance(module2, { env: { mem } }).exports.dots;
}
function instantiateKernels(module2, mem) {
  const e = new wasm.Instance(module2, { env: { mem } }).exports;
  return { dots: e.dots, dotsv: e.dotsv };
}
var compiled;
function kernelModule() {
  if (compiled !== void 0) return compiled;
  try {
    const bytes = kernelWasmBytes();
    compiled = wasm && wasm.validate(bytes) ? new wasm.Module(bytes) : null;
  } catch {
    compiled = null;
  }
  return compiled;
}

// src/comparison/quantize.ts
var Q_SCALE_MAX = 16383;
var MAX_NORM = 2;
function quantizable(vectors, dims, count) {
  if (dims > 16384) return false;
  for (let r = 0; r < count; r++) {
    let n = 0;
    for (let k = 0, o = r * dims; k < dims; k++) n += vectors[o + k] * vectors[o + k];
    if (!(Math.sqrt(n) <= MAX_NORM)) return false;
  }
  return true;
}
function strideFor(dims) {
  return Math.ceil(dims / 8) * 8;
}
function quantizeInto(vectors, dims, count, out2) {
  const stride = strideFor(dims);
  let maxAbs = 0;
  for (let i2 = 0; i2 < count * dims; i2++) {
    const a = Math.abs(vectors[i2]);
    if (a > maxAbs) maxAbs = a;
  }
  const scale = Q_SCALE_MAX / Math.max(1, maxAbs);
  let maxL1 = 0;
  for (let r = 0; r < count; r++) {
    let l1 = 0;
    const o = r * dims;
    const p = r * stride;
    for (let k = 0; k < dims; k++) {
      const x = vectors[o + k];
      l1 += Math.abs(x);
      out2[p + k] = Math.round(x * scale);
    }
    for (let k = dims; k < stride; k++) out2[p + k] = 0;
    if (l1 > maxL1) maxL1 = l1;
  }
  const bound = maxL1 / scale + dims / (4 * scale * scale);
  return { stride, scale, bound };
}
function integerThreshold(threshold, q) {
  const t = Math.floor((threshold - q.bound - 1e-9) * q.scale * q.scale);
  return Math.max(-2147483648, Math.min(2147483647, t));
}

// src/comparison/task-pool.ts
import { Worker as Worker2 } from "node:worker_threads";
function localPool(runTask) {
  return {
    async run(tasks, onResult, deadline) {
      for (const t of tasks) {
        if (Date.now() > deadline) return false;
        onResult(t, runTask(t));
      }
      return true;
    },
    async close() {
    }
  };
}
function workerPool(threads, source, workerData) {
  const workers = [];
  for (let w = 0; w < threads; w++) workers.push(new Worker2(source, { eval: true, workerData: workerData(w) }));
  return {
    async run(tasks, onResult, deadline) {
      let cursor = 0;
      let complete = true;
      await Promise.all(
        workers.map(
          (w) => new Promise((resolve10, reject) => {
            const finish = () => {
              w.off("message", onMessage);
              w.off("error", reject);
              resolve10();
            };
            const next = () => {
              if (cursor >= tasks.length) return finish();
              if (Date.now() > deadline) {
                complete = false;
                return finish();
              }
              const id = cursor++;
              w.postMessage({ ...tasks[id], id });
            };
            const onMessage = (m) => {
              onResult(tasks[m.id], m);
              next();
            };
            w.on("message", onMessage);
            w.on("error", reject);
            next();
          })
        )
      );
      return complete;
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  };
}

// src/comparison/fast-search.ts
var ROWS_PER_TASK = 64;
var COL_BLOCK = 512;
var PARALLEL_MIN_COMPARISONS = 2e7;
var TASK_SOURCE = String.raw`
${FLOAT_DOT_SOURCE}
function runTask(env, r0, r1) {
  const { dots, out, outOff, f32, dims, stride, count, rows, inQuery, full, thrQ, threshold, colBlock } = env;
  const rowBytes = stride * 2;
  let hits = new Float64Array(768);
  let h = 0;
  let rechecked = 0;
  const start = full ? rows[r0] + 1 : 0;
  for (let c0 = start; c0 < count; c0 += colBlock) {
    const c1 = Math.min(count, c0 + colBlock);
    for (let r = r0; r < r1; r++) {
      const i = rows[r];
      const lo = full ? Math.max(c0, i + 1) : c0;
      if (lo >= c1) continue;
      const ai = i * dims;
      if (dots) {
        const n = dots(i * rowBytes, lo * rowBytes, c1 - lo, rowBytes, thrQ, outOff);
        rechecked += n;
        for (let k = 0; k < n; k++) {
          const j = lo + out[k];
          if (!full && (j === i || (inQuery[j] === 1 && j < i))) continue;
          const s = dot(f32, ai, j * dims, dims);
          if (s < threshold) continue;
          if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
          hits[h++] = i; hits[h++] = j; hits[h++] = s;
        }
      } else {
        for (let j = lo; j < c1; j++) {
          if (!full && (j === i || (inQuery[j] === 1 && j < i))) continue;
          const s = dot(f32, ai, j * dims, dims);
          if (s < threshold) continue;
          if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
          hits[h++] = i; hits[h++] = j; hits[h++] = s;
        }
      }
    }
  }
  return { hits: hits.slice(0, h), rechecked };
}
`;
var WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${TASK_SOURCE}
const d = workerData;
const inst = d.module ? new WebAssembly.Instance(d.module, { env: { mem: d.mem } }) : null;
const env = {
  ...d.params,
  dots: inst ? inst.exports.dots : null,
  out: d.mem ? new Int32Array(d.mem.buffer, d.outOff, d.params.colBlock) : null,
  outOff: d.outOff,
  f32: new Float32Array(d.f32),
  rows: new Int32Array(d.rows),
  inQuery: new Uint8Array(d.inQuery)
};
parentPort.on('message', (m) => {
  const r = runTask(env, m.r0, m.r1);
  parentPort.postMessage({ id: m.id, hits: r.hits, rechecked: r.rechecked }, [r.hits.buffer]);
});
`;
var localTask = null;
function taskFn() {
  localTask ??= new Function(`${TASK_SOURCE}
return runTask;`)();
  return localTask;
}
function shared(bytes) {
  return new SharedArrayBuffer(Math.max(8, bytes));
}
async function fastSearch(input, options = {}) {
  const { vectors, dims, count, threshold, maxNeighbors, maxComparisons, deadline } = input;
  const full = input.queries === null;
  const rowsArr = input.queries ?? Int32Array.from({ length: count }, (_, i2) => i2);
  const planned = plannedComparisons(count, input.queries);
  let rowLimit = rowsArr.length;
  let allowed = 0;
  for (let r = 0; r < rowsArr.length; r++) {
    const n = full ? count - 1 - rowsArr[r] : count - 1 - r;
    if (allowed + n > maxComparisons) {
      rowLimit = r;
      break;
    }
    allowed += n;
  }
  const work = rowLimit === rowsArr.length ? planned : allowed;
  const module2 = options.kernel === "js-float32" || !quantizable(vectors, dims, count) ? null : kernelModule();
  const kernel = module2 ? "wasm-simd-int16" : "js-float32";
  const cores = Math.max(1, Math.min(8, availableParallelism3()));
  const threads = Math.max(0, Math.floor(options.threads ?? (work >= PARALLEL_MIN_COMPARISONS && cores > 1 ? cores : 0)));
  const stride = strideFor(dims);
  const matrixBytes = count * stride * 2;
  const outBytes = COL_BLOCK * 4;
  const slots = Math.max(1, threads);
  let mem = null;
  let thrQ = 0;
  if (module2) {
    const pages = Math.ceil((matrixBytes + slots * outBytes + 16) / 65536);
    mem = new wasm.Memory({ initial: pages, maximum: pages, shared: true });
    const q = quantizeInto(vectors, dims, count, new Int16Array(mem.buffer, 0, count * stride));
    thrQ = integerThreshold(threshold, q);
  }
  const inWorkers = threads > 0;
  const f32Buf = inWorkers && !(vectors.buffer instanceof SharedArrayBuffer) ? shared(count * dims * 4) : null;
  const f32 = f32Buf ? new Float32Array(f32Buf) : vectors;
  if (f32Buf) f32.set(vectors.subarray(0, count * dims));
  const rowsBuf = shared(rowsArr.length * 4);
  const rows = new Int32Array(rowsBuf, 0, rowsArr.length);
  rows.set(rowsArr);
  const inQueryBuf = shared(count);
  const inQuery = new Uint8Array(inQueryBuf, 0, count);
  if (input.queries) for (const q of input.queries) inQuery[q] = 1;
  const params = { dims, stride, count, full, thrQ, threshold, colBlock: COL_BLOCK };
  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  let rechecked = 0;
  const tasks = [];
  for (let r0 = 0; r0 < rowLimit; r0 += ROWS_PER_TASK) tasks.push({ r0, r1: Math.min(rowLimit, r0 + ROWS_PER_TASK) });
  const rowCost = (r) => full ? count - 1 - rows[r] : count - 1 - r;
  const taskCost = ({ r0, r1 }) => {
    let n = 0;
    for (let r = r0; r < r1; r++) n += rowCost(r);
    return n;
  };
  let comparisons = 0;
  let pool;
  if (!inWorkers) {
    const run2 = taskFn();
    const env = {
      ...params,
      dots: mem ? instantiateKernel(module2, mem) : null,
      out: mem ? new Int32Array(mem.buffer, matrixBytes, COL_BLOCK) : null,
      outOff: matrixBytes,
      f32,
      rows,
      inQuery
    };
    pool = localPool((t) => run2(env, t.r0, t.r1));
  } else {
    const f32Shared = f32Buf ?? vectors.buffer;
    pool = workerPool(threads, WORKER_SOURCE, (w) => ({ module: module2, mem, f32: f32Shared, rows: rowsBuf, inQuery: inQueryBuf, outOff: matrixBytes + w * outBytes, params }));
  }
  let timedOut2 = false;
  try {
    timedOut2 = !await pool.run(
      tasks,
      (t, r) => {
        rechecked += r.rechecked;
        for (let k = 0; k < r.hits.length; k += 3) heaps.add(r.hits[k], r.hits[k + 1], r.hits[k + 2]);
        comparisons += taskCost(t);
      },
      deadline
    );
  } finally {
    await pool.close();
  }
  const pairs = heaps.sortedPairs();
  const stoppedBy = timedOut2 ? "timeout" : rowLimit < rowsArr.length ? "comparison-limit" : null;
  return { pairs, comparisons, plannedComparisons: planned, aboveThreshold: heaps.above, neighborCut: heaps.above - pairs.length, stoppedBy, kernel, threads, rechecked };
}

// src/comparison/approximate-search.ts
import { availableParallelism as availableParallelism4 } from "node:os";

// src/comparison/kmeans.ts
var KMEANS_ROUNDS = 6;
var KMEANS_SAMPLE = 16384;
function listCount(count) {
  return Math.max(1, Math.round(Math.sqrt(count)));
}
function sampleSize(count) {
  return Math.min(count, KMEANS_SAMPLE);
}
function sampleRow(i2, count, sampleN) {
  return Math.floor(i2 * count / sampleN);
}
function seedCentroids(vectors, dims, count, nlist) {
  const cent = new Float32Array(nlist * dims);
  for (let c = 0; c < nlist; c++) {
    const r = Math.floor(c * count / nlist) * dims;
    cent.set(vectors.subarray(r, r + dims), c * dims);
  }
  return cent;
}
function updateCentroids(cent, sums, sizes, nlist, dims) {
  for (let c = 0; c < nlist; c++) {
    if (sizes[c] === 0) continue;
    let n = 0;
    for (let k = 0; k < dims; k++) n += sums[c * dims + k] ** 2;
    n = Math.sqrt(n) || 1;
    for (let k = 0; k < dims; k++) cent[c * dims + k] = sums[c * dims + k] / n;
  }
}
function trainCentroids(vectors, dims, count, nlist) {
  const cent = seedCentroids(vectors, dims, count, nlist);
  const sampleN = sampleSize(count);
  const sample = Array.from({ length: sampleN }, (_, i2) => sampleRow(i2, count, sampleN));
  const sums = new Float64Array(nlist * dims);
  const sizes = new Int32Array(nlist);
  for (let round = 0; round < KMEANS_ROUNDS; round++) {
    sums.fill(0);
    sizes.fill(0);
    for (const r of sample) {
      let best = -Infinity;
      let bc = 0;
      for (let c = 0; c < nlist; c++) {
        const s = dot(vectors, r * dims, cent, c * dims, dims);
        if (s > best) {
          best = s;
          bc = c;
        }
      }
      sizes[bc]++;
      for (let k = 0; k < dims; k++) sums[bc * dims + k] += vectors[r * dims + k];
    }
    updateCentroids(cent, sums, sizes, nlist, dims);
  }
  return cent;
}

// src/comparison/ivf-index.ts
var MIN_PROBES = 8;
var PROBE_SHARE = 0.1;
function probesFor(input, options, count, nlist) {
  const budget = options.budget ?? input.maxComparisons;
  const byBudget = Math.floor(budget * nlist / Math.max(1, count * count));
  const ceiling = Math.max(MIN_PROBES, Math.ceil(nlist * PROBE_SHARE));
  return Math.max(1, Math.min(nlist, options.nprobe ?? Math.max(Math.min(MIN_PROBES, nlist), Math.min(ceiling, byBudget))));
}
function layoutLists(own, count, nlist, starts, order) {
  const sizes = new Int32Array(nlist);
  for (let i2 = 0; i2 < count; i2++) sizes[own[i2]]++;
  for (let c = 0; c < nlist; c++) starts[c + 1] = starts[c] + sizes[c];
  const fill = starts.slice(0, nlist);
  for (let i2 = 0; i2 < count; i2++) order[fill[own[i2]]++] = i2;
}
function ivfResult(o) {
  const pairs = o.heaps.sortedPairs();
  const made = Math.min(o.planned, Math.round(o.visits / 2));
  return {
    pairs,
    comparisons: made,
    plannedComparisons: o.planned,
    aboveThreshold: o.heaps.above,
    neighborCut: o.heaps.above - pairs.length,
    stoppedBy: o.stoppedBy,
    method: `IVF (spherical k-means, ${o.nlist} lists, ${o.nprobe} probed per function, ${o.arithmetic})`,
    lists: o.nlist,
    nprobe: o.nprobe,
    threads: o.threads
  };
}

// src/comparison/ivf-float.ts
function topIndices(scores, p) {
  const idx = Array.from({ length: scores.length }, (_, i2) => i2);
  idx.sort((a, b) => scores[b] - scores[a] || a - b);
  return idx.slice(0, p);
}
function approximatePlain(input, options) {
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  if (input.queries !== null) throw new Error("approximateSearch is for full scans");
  const planned = plannedComparisons(count, null);
  const nlist = listCount(count);
  const cent = trainCentroids(vectors, dims, count, nlist);
  const nprobe = probesFor(input, options, count, nlist);
  const probes = new Int32Array(count * nprobe);
  const own = new Int32Array(count);
  const cs = new Float64Array(nlist);
  for (let i2 = 0; i2 < count; i2++) {
    for (let c = 0; c < nlist; c++) cs[c] = dot(vectors, i2 * dims, cent, c * dims, dims);
    const top = topIndices(cs, nprobe);
    own[i2] = top[0];
    probes.set(top, i2 * nprobe);
  }
  const starts = new Int32Array(nlist + 1);
  const order = new Int32Array(count);
  layoutLists(own, count, nlist, starts, order);
  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  const seen = /* @__PURE__ */ new Set();
  let visits = 0;
  let stoppedBy = null;
  const visit = (i2, j) => {
    if (i2 === j) return;
    const a = Math.min(i2, j);
    const b = Math.max(i2, j);
    const key = a * count + b;
    if (seen.has(key)) return;
    const s = dot(vectors, a * dims, vectors, b * dims, dims);
    if (s < threshold) return;
    seen.add(key);
    heaps.add(a, b, s);
  };
  for (let i2 = 0; i2 < count; i2++) {
    if ((i2 & 255) === 0 && Date.now() > deadline) {
      stoppedBy = "timeout";
      break;
    }
    for (let p = 0; p < nprobe; p++) {
      const c = probes[i2 * nprobe + p];
      const s0 = starts[c];
      const n = starts[c + 1] - s0;
      if (n === 0) continue;
      visits += n;
      for (let k = 0; k < n; k++) visit(i2, order[s0 + k]);
    }
  }
  return ivfResult({ heaps, planned, visits, stoppedBy, arithmetic: "float32", nlist, nprobe, threads: 0 });
}

// src/comparison/ivf-tasks.ts
var IVF_TASK_SOURCE = String.raw`
${FLOAT_DOT_SOURCE}
function assignTask(env, r0, r1, useRows, p, dest) {
  const { dotsv, out, outOff, rowBytes, centOff, nlist, rows } = env;
  const bs = new Int32Array(p);
  const bc = new Int32Array(p);
  for (let r = r0; r < r1; r++) {
    const i = useRows ? rows[r] : r;
    dotsv(i * rowBytes, centOff, nlist, rowBytes, -2147483648, outOff);
    let n = 0;
    for (let c = 0; c < nlist; c++) {
      const v = out[c];
      if (n === p && v <= bs[p - 1]) continue;
      let k = n < p ? n++ : p - 1;
      while (k > 0 && bs[k - 1] < v) { bs[k] = bs[k - 1]; bc[k] = bc[k - 1]; k--; }
      bs[k] = v; bc[k] = c;
    }
    for (let k = 0; k < p; k++) dest[r * p + k] = bc[k];
  }
}
function probeTask(env, c0, c1) {
  const { dots, out, outOff, rowBytes, f32, dims, order, pos, own, probes, nprobe, starts, qstarts, qlist, thrQ, threshold } = env;
  let hits = new Float64Array(3072);
  let h = 0;
  let comparisons = 0;
  for (let c = c0; c < c1; c++) {
    const s0 = starts[c];
    const n = starts[c + 1] - s0;
    if (n === 0) continue;
    const cOff = s0 * rowBytes;
    for (let x = qstarts[c], xe = qstarts[c + 1]; x < xe; x++) {
      const i = qlist[x];
      const oi = own[i];
      comparisons += n;
      const found = dots(pos[i] * rowBytes, cOff, n, rowBytes, thrQ, outOff);
      for (let k = 0; k < found; k++) {
        const j = order[s0 + out[k]];
        if (j === i) continue;
        if (j < i) {
          let both = false;
          for (let u = j * nprobe, e = u + nprobe; u < e; u++) if (probes[u] === oi) { both = true; break; }
          if (both) continue;
        }
        const a = i < j ? i : j;
        const b = i < j ? j : i;
        const s = dot(f32, a * dims, b * dims, dims);
        if (s < threshold) continue;
        if (h + 3 > hits.length) { const g = new Float64Array(hits.length * 2); g.set(hits); hits = g; }
        hits[h++] = a; hits[h++] = b; hits[h++] = s;
      }
    }
  }
  return { hits: hits.slice(0, h), comparisons };
}
function makeEnv(d, kernels) {
  return {
    ...d.params,
    dots: kernels.dots,
    dotsv: kernels.dotsv,
    out: new Int32Array(d.mem.buffer, d.outOff, d.params.outLen),
    outOff: d.outOff,
    f32: new Float32Array(d.f32),
    rows: new Int32Array(d.rows),
    order: new Int32Array(d.order),
    pos: new Int32Array(d.pos),
    qstarts: new Int32Array(d.qstarts),
    qlist: new Int32Array(d.qlist),
    own: new Int32Array(d.own),
    probes: new Int32Array(d.probes),
    starts: new Int32Array(d.starts),
    assign: new Int32Array(d.assign)
  };
}
function runIvfTask(env, m) {
  if (m.kind === 'assign-sample') { assignTask(env, m.r0, m.r1, true, 1, env.assign); return { comparisons: 0 }; }
  if (m.kind === 'assign-all') { assignTask(env, m.r0, m.r1, false, env.nprobe, env.probes); return { comparisons: 0 }; }
  return probeTask(env, m.r0, m.r1);
}
`;
var IVF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
${IVF_TASK_SOURCE}
const d = workerData;
const inst = new WebAssembly.Instance(d.module, { env: { mem: d.mem } });
const env = makeEnv(d, { dots: inst.exports.dots, dotsv: inst.exports.dotsv });
parentPort.on('message', (m) => {
  const r = runIvfTask(env, m);
  if (r.hits) parentPort.postMessage({ id: m.id, hits: r.hits, comparisons: r.comparisons }, [r.hits.buffer]);
  else parentPort.postMessage({ id: m.id, comparisons: 0 });
});
`;
var ivfLocal = null;
function ivfLocalFns() {
  ivfLocal ??= new Function(`${IVF_TASK_SOURCE}
return { makeEnv, runIvfTask };`)();
  return ivfLocal;
}
function tasksOf(kind, n, step) {
  const out2 = [];
  for (let r0 = 0; r0 < n; r0 += step) out2.push({ kind, r0, r1: Math.min(n, r0 + step) });
  return out2;
}

// src/comparison/ivf-simd.ts
var ASSIGN_ROWS = 1024;
var PROBE_LISTS = 1;
function sharedInt32(n) {
  return new SharedArrayBuffer(Math.max(8, n * 4));
}
function openPool(threads, data, slotBytes, outBase) {
  if (threads === 0) {
    const fns = ivfLocalFns();
    const env = fns.makeEnv({ ...data, outOff: outBase }, instantiateKernels(data.module, data.mem));
    return localPool((t) => fns.runIvfTask(env, t));
  }
  return workerPool(threads, IVF_WORKER_SOURCE, (w) => ({ ...data, outOff: outBase + w * slotBytes }));
}
async function approximateSimd(input, options, module2, threads) {
  const { vectors, dims, count, threshold, maxNeighbors, deadline } = input;
  const planned = plannedComparisons(count, null);
  const nlist = listCount(count);
  const nprobe = probesFor(input, options, count, nlist);
  const stride = strideFor(dims);
  const rowBytes = stride * 2;
  const centOff = count * rowBytes;
  const outBase = centOff + nlist * rowBytes;
  const outLen = Math.max(nlist, count);
  const slotBytes = Math.ceil(outLen * 4 / 16) * 16;
  const pages = Math.ceil((outBase + Math.max(1, threads) * slotBytes + 16) / 65536);
  const mem = new wasm.Memory({ initial: pages, maximum: pages, shared: true });
  const q16 = new Int16Array(mem.buffer, 0, count * stride);
  const q = quantizeInto(vectors, dims, count, q16);
  const thrQ = integerThreshold(threshold, q);
  const centQ = new Int16Array(mem.buffer, centOff, nlist * stride);
  const f32 = vectors.buffer instanceof SharedArrayBuffer ? vectors : new Float32Array(new SharedArrayBuffer(Math.max(8, count * dims * 4)));
  if (f32 !== vectors) f32.set(vectors.subarray(0, count * dims));
  const sampleN = sampleSize(count);
  const rowsBuf = sharedInt32(sampleN);
  const sample = new Int32Array(rowsBuf, 0, sampleN);
  for (let i2 = 0; i2 < sampleN; i2++) sample[i2] = sampleRow(i2, count, sampleN);
  const assignBuf = sharedInt32(sampleN);
  const assign = new Int32Array(assignBuf, 0, sampleN);
  const ownBuf = sharedInt32(count);
  const own = new Int32Array(ownBuf, 0, count);
  const probesBuf = sharedInt32(count * nprobe);
  const probes = new Int32Array(probesBuf, 0, count * nprobe);
  const startsBuf = sharedInt32(nlist + 1);
  const starts = new Int32Array(startsBuf, 0, nlist + 1);
  const orderBuf = sharedInt32(count);
  const order = new Int32Array(orderBuf, 0, count);
  const posBuf = sharedInt32(count);
  const pos = new Int32Array(posBuf, 0, count);
  const qstartsBuf = sharedInt32(nlist + 1);
  const qstarts = new Int32Array(qstartsBuf, 0, nlist + 1);
  const qlistBuf = sharedInt32(count * nprobe);
  const qlist = new Int32Array(qlistBuf, 0, count * nprobe);
  const params = { dims, rowBytes, centOff, nlist, nprobe, outLen, thrQ, threshold };
  const pool = openPool(
    threads,
    {
      module: module2,
      mem,
      f32: f32.buffer,
      rows: rowsBuf,
      assign: assignBuf,
      own: ownBuf,
      probes: probesBuf,
      starts: startsBuf,
      order: orderBuf,
      pos: posBuf,
      qstarts: qstartsBuf,
      qlist: qlistBuf,
      params
    },
    slotBytes,
    outBase
  );
  const centScratch = new Int16Array(nlist * stride);
  const loadCentroids = (cent) => {
    quantizeInto(cent, dims, nlist, centScratch);
    centQ.set(centScratch);
  };
  const heaps = new NeighborHeaps(count, maxNeighbors, input.isTrivialPair);
  let visits = 0;
  let complete = true;
  try {
    const cent = seedCentroids(vectors, dims, count, nlist);
    const sums = new Float64Array(nlist * dims);
    const sizes = new Int32Array(nlist);
    for (let round = 0; round < KMEANS_ROUNDS; round++) {
      loadCentroids(cent);
      await pool.run(tasksOf("assign-sample", sampleN, ASSIGN_ROWS), () => {
      }, Number.MAX_SAFE_INTEGER);
      sums.fill(0);
      sizes.fill(0);
      for (let s = 0; s < sampleN; s++) {
        const c = assign[s];
        const r = sample[s] * dims;
        sizes[c]++;
        for (let k = 0, o = c * dims; k < dims; k++) sums[o + k] += vectors[r + k];
      }
      updateCentroids(cent, sums, sizes, nlist, dims);
    }
    loadCentroids(cent);
    await pool.run(tasksOf("assign-all", count, ASSIGN_ROWS), () => {
    }, Number.MAX_SAFE_INTEGER);
    for (let i2 = 0; i2 < count; i2++) own[i2] = probes[i2 * nprobe];
    layoutLists(own, count, nlist, starts, order);
    for (let p = 0; p < count; p++) pos[order[p]] = p;
    for (let x = 0; x < count * nprobe; x++) qstarts[probes[x] + 1]++;
    for (let c = 0; c < nlist; c++) qstarts[c + 1] += qstarts[c];
    const qfill = qstarts.slice(0, nlist);
    for (let i2 = 0; i2 < count; i2++) for (let t = 0; t < nprobe; t++) qlist[qfill[probes[i2 * nprobe + t]]++] = i2;
    const unpermuted = q16.slice();
    for (let p = 0; p < count; p++) q16.set(unpermuted.subarray(order[p] * stride, order[p] * stride + stride), p * stride);
    complete = await pool.run(
      tasksOf("probe", nlist, PROBE_LISTS),
      (_t, r) => {
        visits += r.comparisons;
        const hits = r.hits;
        for (let k = 0; k < hits.length; k += 3) heaps.add(hits[k], hits[k + 1], hits[k + 2]);
      },
      deadline
    );
  } finally {
    await pool.close();
  }
  return ivfResult({
    heaps,
    planned,
    visits,
    stoppedBy: complete ? null : "timeout",
    arithmetic: "int16 SIMD with float32 recheck",
    nlist,
    nprobe,
    threads
  });
}

// src/comparison/approximate-search.ts
var IVF_PARALLEL_MIN = 8e3;
async function approximateSearch(input, options = {}) {
  if (input.queries !== null) throw new Error("approximateSearch is for full scans");
  const { vectors, dims, count } = input;
  const module2 = quantizable(vectors, dims, count) ? kernelModule() : null;
  if (!module2 || count === 0) return approximatePlain(input, options);
  const cores = Math.max(1, Math.min(8, availableParallelism4()));
  const threads = Math.max(0, Math.floor(options.threads ?? (count >= IVF_PARALLEL_MIN && cores > 1 ? cores : 0)));
  return approximateSimd(input, options, module2, threads);
}

// src/contracts/types.ts
var ENRICHMENT_KINDS = [
  "graph_relationship",
  "entry_point_reachability",
  "callers",
  "callees",
  "ownership",
  "churn",
  "tests",
  "deterministic_clone_coverage",
  "runtime"
];

// src/util/json.ts
function toJson(value) {
  return `${JSON.stringify(value, null, 2)}
`;
}
function roundScore(x) {
  return Math.round(x * 1e6) / 1e6;
}

// src/comparison/candidates.ts
var CANDIDATE_ACTIONS = [
  { action: "inspect", description: "Build a bounded, source-grounded inspect packet for this candidate (similar-code inspect).", read_only: true },
  { action: "review", description: "Join this candidate with a verdict document by its review_key (similar-code review).", read_only: true }
];
function notRequestedEnrichment() {
  return Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, "not-requested"]));
}
function bandFor(similarity, bands) {
  if (similarity >= bands.very_high) return "very-high";
  if (similarity >= bands.high) return "high";
  return "moderate";
}
function buildCandidates(pairs, functions, generation, bands, maxCandidates) {
  const genSha = generationDigest(generation);
  const all = pairs.map((p) => {
    const fa = functions[p.a];
    const fb = functions[p.b];
    const [l, r] = compareLocations(fa.location, fb.location) <= 0 ? [fa, fb] : [fb, fa];
    return { l, r, similarity: roundScore(Math.min(1, p.score)) };
  });
  all.sort(
    (x, y) => y.similarity - x.similarity || compareLocations(x.l.location, y.l.location) || compareLocations(x.r.location, y.r.location)
  );
  const kept = all.slice(0, maxCandidates).map(({ l, r, similarity }) => ({
    candidate_id: candidateId(genSha, l.location, r.location),
    review_key: reviewKey(l.normalized_sha256, r.normalized_sha256),
    left: l.location,
    right: r.location,
    similarity,
    similarity_band: bandFor(similarity, bands),
    verification_status: "unverified",
    enrichment: notRequestedEnrichment(),
    actions: CANDIDATE_ACTIONS.map((a) => ({ ...a }))
  }));
  return { candidates: kept, cut: all.length - kept.length };
}

// src/scan/compare-functions.ts
var APPROXIMATE_MIN_FUNCTIONS = 4e3;
var EXACT_MACS_PER_MS = 8e6;
function nested(a, b) {
  const x = a.location;
  const y = b.location;
  if (x.path !== y.path) return false;
  const before = (l1, c1, l2, c2) => l1 < l2 || l1 === l2 && c1 <= c2;
  const contains = (o, i2) => before(o.start_line, o.start_column, i2.start_line, i2.start_column) && before(i2.end_line, i2.end_column, o.end_line, o.end_column);
  return contains(x, y) || contains(y, x);
}
async function compareFunctions(functions, embedded, inScope, generation, bands, ctx) {
  const { acc, options } = ctx;
  const limits = options.limits;
  const present = [];
  embedded.vectors.forEach((v, i2) => v && present.push(i2));
  const dims = embedded.dims;
  const matrix = new Float32Array(present.length * dims);
  const local = new Int32Array(functions.length).fill(-1);
  present.forEach((fi, li) => {
    matrix.set(embedded.vectors[fi], li * dims);
    local[fi] = li;
  });
  const queries = inScope ? Int32Array.from([...inScope].map((fi) => local[fi]).filter((li) => li >= 0)) : null;
  const subset = present.map((fi) => functions[fi]);
  const started = Date.now();
  const input = {
    vectors: matrix,
    dims,
    count: present.length,
    queries,
    threshold: generation.threshold,
    maxNeighbors: limits.max_neighbors_per_function,
    maxComparisons: limits.max_comparisons,
    deadline: ctx.deadline,
    isTrivialPair: (a, b) => nested(subset[a], subset[b])
  };
  const planned = plannedComparisons(present.length, queries);
  const timeLeft = Math.max(0, ctx.deadline - started);
  const exactMs = planned * dims / EXACT_MACS_PER_MS;
  const approximate = queries === null && present.length >= APPROXIMATE_MIN_FUNCTIONS && (planned > limits.max_comparisons || exactMs > timeLeft / 2);
  let method = null;
  let search;
  if (approximate) {
    const budget = Math.min(limits.max_comparisons, Math.floor(timeLeft / 2 * EXACT_MACS_PER_MS / Math.max(1, dims)));
    const r = await approximateSearch(input, { budget });
    method = r.method;
    search = r;
    acc.diagnostic({
      domain: "workspace",
      code: DiagnosticCode.ApproximateSearch,
      message: `comparison was approximate: ${r.method}; ${r.comparisons} of ${r.plannedComparisons} pair comparisons made (exact search would exceed ${planned > limits.max_comparisons ? "max_comparisons" : "half the time left"}); recall@10 against exact search is measured by bench/perf/kernel.ts`,
      path: null
    });
  } else {
    search = await fastSearch(input);
  }
  ctx.logger.info(
    `comparison: ${search.comparisons} pair comparisons (${method ?? `exact, ${"kernel" in search ? search.kernel : ""}`}) in ${Date.now() - started} ms`
  );
  const notCompared = search.plannedComparisons - search.comparisons;
  if (search.stoppedBy === "comparison-limit") {
    acc.skip("comparison", "comparison-limit", notCompared);
    acc.diagnostic({ domain: "workspace", code: DiagnosticCode.LimitReached, message: `max_comparisons (${limits.max_comparisons}) reached: ${notCompared} pair comparisons were not made`, path: null });
  }
  if (search.stoppedBy === "timeout") {
    acc.skip("comparison", "timeout", notCompared);
    acc.diagnostic({ domain: "workspace", code: DiagnosticCode.Timeout, message: `timeout_ms reached during comparison: ${notCompared} pair comparisons were not made`, path: null });
  }
  acc.skip("comparison", "neighbor-limit", search.neighborCut);
  if (method && !search.stoppedBy) acc.skip("comparison", "comparison-limit", notCompared);
  const selection = buildCandidates(search.pairs, subset, generation, bands, limits.max_candidates);
  acc.skip("comparison", "candidate-limit", selection.cut);
  acc.phase(
    "comparison",
    search.stoppedBy === "timeout" ? "timed-out" : method || search.stoppedBy || selection.cut > 0 || search.neighborCut > 0 ? "partial" : "complete",
    search.comparisons,
    search.plannedComparisons,
    search.stoppedBy === "timeout" ? "timeout_ms reached" : method ? `approximate nearest-neighbour search: ${method}` : search.stoppedBy === "comparison-limit" ? "max_comparisons reached" : selection.cut > 0 ? "max_candidates reached" : search.neighborCut > 0 ? "max_neighbors_per_function reached" : null
  );
  return selection.candidates;
}

// src/contracts/validate.ts
var import__ = __toESM(require__(), 1);

// schemas/candidate-snapshot.schema.json
var candidate_snapshot_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  title: "SimilarCodeCandidateSnapshot",
  description: "Bounded handoff for inspecting one immutable discovery candidate without\nrerunning global retrieval or ranking.",
  type: "object",
  properties: {
    schema_version: {
      description: "Schema version of the discovery envelope that produced the candidate.",
      $ref: "#/$defs/SimilarCodeSchemaVersion"
    },
    generation: {
      description: "Immutable provider, model, parameter, and scope provenance.",
      $ref: "#/$defs/SimilarCodeGeneration"
    },
    candidate: {
      description: "The exact unverified candidate selected from discovery.",
      $ref: "#/$defs/SimilarCodeCandidate"
    },
    completion: {
      description: "Original discovery completeness and limit accounting.",
      $ref: "#/$defs/SimilarCodeCompletion"
    },
    diagnostics: {
      description: "Original non-severity discovery diagnostics.",
      type: "array",
      items: {
        $ref: "#/$defs/SimilarCodeDiagnostic"
      }
    }
  },
  additionalProperties: false,
  required: [
    "schema_version",
    "generation",
    "candidate",
    "completion",
    "diagnostics"
  ],
  $defs: {
    SimilarCodeSchemaVersion: {
      description: "Version singleton for raw similar-code output.",
      oneOf: [
        {
          description: "Initial independent contract.",
          type: "string",
          const: "1"
        }
      ]
    },
    SimilarCodeGeneration: {
      description: "Complete provenance needed to reproduce candidate generation.",
      type: "object",
      properties: {
        extraction_semantics_version: {
          description: "Version of extraction and normalization semantics used for both IDs.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        embedding_semantics_version: {
          description: "Version of the calculation that produces model embeddings.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        provider: {
          description: "Local provider provenance.",
          $ref: "#/$defs/SimilarCodeProviderProvenance"
        },
        model: {
          description: "Immutable model provenance.",
          $ref: "#/$defs/SimilarCodeModelProvenance"
        },
        parameters: {
          description: "Effective generation parameters.",
          $ref: "#/$defs/SimilarCodeGenerationParameters"
        },
        scope: {
          description: "Materialized endpoint scope needed to reproduce scoped discovery.",
          $ref: "#/$defs/SimilarCodeScopeProvenance"
        },
        threshold: {
          description: "Minimum cosine similarity admitted into the candidate set.",
          type: "number",
          format: "double"
        },
        min_lines: {
          description: "Minimum source line count admitted into function extraction.",
          type: "integer",
          format: "uint64",
          minimum: 0
        }
      },
      required: [
        "extraction_semantics_version",
        "embedding_semantics_version",
        "provider",
        "model",
        "parameters",
        "scope",
        "threshold",
        "min_lines"
      ]
    },
    SimilarCodeProviderProvenance: {
      description: "Immutable local provider provenance for one generation run.",
      type: "object",
      properties: {
        provider: {
          description: "Provider family. Version 1 accepts only the official local companion.",
          $ref: "#/$defs/SimilarCodeProvider"
        },
        companion_version: {
          description: "Exact companion package version.",
          type: "string"
        },
        protocol_version: {
          description: "Companion protocol version negotiated for this run.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        source_left_machine: {
          description: "Whether source content left the local machine. Version 1 requires false.",
          type: "boolean"
        }
      },
      required: [
        "provider",
        "companion_version",
        "protocol_version",
        "source_left_machine"
      ]
    },
    SimilarCodeProvider: {
      description: "Provider families admitted by the version 1 public contract.",
      oneOf: [
        {
          description: "Exact-version official companion executed locally.",
          type: "string",
          const: "official-local-companion"
        }
      ]
    },
    SimilarCodeModelProvenance: {
      description: "Immutable model artifact provenance.",
      type: "object",
      properties: {
        model_id: {
          description: "Stable model identifier.",
          type: "string"
        },
        revision: {
          description: "Immutable model revision.",
          type: "string"
        },
        artifact_sha256: {
          description: "SHA-256 digest of the exact model artifact bytes.",
          type: "string"
        },
        license: {
          description: "SPDX license identifier or reviewed license label.",
          type: "string"
        },
        dimensions: {
          description: "Embedding vector dimensions.",
          type: "integer",
          format: "uint32",
          minimum: 0
        }
      },
      required: [
        "model_id",
        "revision",
        "artifact_sha256",
        "license",
        "dimensions"
      ]
    },
    SimilarCodeGenerationParameters: {
      description: "Parameters that materially affect generated embeddings and scores.",
      type: "object",
      properties: {
        dtype: {
          description: "Numeric representation used for model inference.",
          type: "string"
        },
        pooling: {
          description: "Pooling strategy applied to model output.",
          type: "string"
        },
        normalized: {
          description: "Whether vectors were normalized before comparison.",
          type: "boolean"
        },
        batch_size: {
          description: "Maximum inference batch size used by the run.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        max_tokens: {
          description: "Maximum tokenizer length before deterministic truncation.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        parameter_sha256: {
          description: "Digest over the complete effective generation parameter set.",
          type: "string"
        }
      },
      required: [
        "dtype",
        "pooling",
        "normalized",
        "batch_size",
        "max_tokens",
        "parameter_sha256"
      ]
    },
    SimilarCodeScopeProvenance: {
      description: "Effective endpoint scope used for corpus admission and pair retention.",
      type: "object",
      properties: {
        active: {
          description: "Whether file, changed-file, diff, or workspace scoping was active.",
          type: "boolean"
        },
        paths: {
          description: "Sorted project-root-relative paths satisfying every active predicate.",
          type: "array",
          items: {
            type: "string"
          }
        }
      },
      required: [
        "active",
        "paths"
      ]
    },
    SimilarCodeCandidate: {
      description: "One unverified semantic similar-code candidate.",
      type: "object",
      properties: {
        candidate_id: {
          description: "Snapshot-stable opaque candidate identity.",
          type: "string"
        },
        review_key: {
          description: "Content-stable key used for safe line-movement rebinding.",
          type: "string"
        },
        left: {
          description: "First location in deterministic pair order.",
          $ref: "#/$defs/SimilarCodeLocation"
        },
        right: {
          description: "Second location in deterministic pair order.",
          $ref: "#/$defs/SimilarCodeLocation"
        },
        similarity: {
          description: "Cosine similarity reported by the pinned provider and model.",
          type: "number",
          format: "double"
        },
        similarity_band: {
          description: "Stable score band for consumers that do not need the raw score.",
          $ref: "#/$defs/SimilarCodeSimilarityBand"
        },
        verification_status: {
          description: "Raw candidates are always explicitly unverified.",
          $ref: "#/$defs/SimilarCodeVerificationStatus"
        },
        enrichment: {
          description: "Availability of optional deterministic and runtime context.",
          $ref: "#/$defs/SimilarCodeEnrichmentAvailability"
        },
        actions: {
          description: "Read-only inspect and review affordances.",
          type: "array",
          items: {
            $ref: "#/$defs/SimilarCodeAction"
          }
        }
      },
      required: [
        "candidate_id",
        "review_key",
        "left",
        "right",
        "similarity",
        "similarity_band",
        "verification_status",
        "enrichment",
        "actions"
      ]
    },
    SimilarCodeLocation: {
      description: "Exact named location of one candidate function.",
      type: "object",
      properties: {
        path: {
          description: "Project-root-relative, forward-slash path.",
          type: "string"
        },
        name: {
          description: "Extracted function or method name.",
          type: "string"
        },
        start_line: {
          description: "One-based inclusive start line.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        start_column: {
          description: "One-based inclusive start column.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        end_line: {
          description: "One-based inclusive end line.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        end_column: {
          description: "One-based inclusive end column.",
          type: "integer",
          format: "uint32",
          minimum: 0
        },
        source_sha256: {
          description: "SHA-256 digest of the exact extracted function source.",
          type: "string"
        }
      },
      required: [
        "path",
        "name",
        "start_line",
        "start_column",
        "end_line",
        "end_column",
        "source_sha256"
      ]
    },
    SimilarCodeSimilarityBand: {
      description: "Stable, coarse interpretation of a candidate score.",
      oneOf: [
        {
          description: "Candidate is close to the configured lower threshold.",
          type: "string",
          const: "moderate"
        },
        {
          description: "Candidate has a strong semantic similarity score.",
          type: "string",
          const: "high"
        },
        {
          description: "Candidate has an exceptionally high semantic similarity score.",
          type: "string",
          const: "very-high"
        }
      ]
    },
    SimilarCodeVerificationStatus: {
      description: "Verification state of a raw semantic candidate.",
      oneOf: [
        {
          description: "Candidate generation is discovery only and has not verified behavior.",
          type: "string",
          const: "unverified"
        }
      ]
    },
    SimilarCodeEnrichmentAvailability: {
      description: "Availability of every supported source-grounded enrichment.",
      type: "object",
      properties: {
        graph_relationship: {
          description: "Import or workspace relationship evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        entry_point_reachability: {
          description: "Entry-point reachability evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        callers: {
          description: "Direct caller evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        callees: {
          description: "Direct callee evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        ownership: {
          description: "Ownership evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        churn: {
          description: "Churn evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        tests: {
          description: "Test relationship evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        deterministic_clone_coverage: {
          description: "Deterministic clone coverage evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        },
        runtime: {
          description: "Runtime evidence.",
          $ref: "#/$defs/SimilarCodeEnrichmentState"
        }
      },
      required: [
        "graph_relationship",
        "entry_point_reachability",
        "callers",
        "callees",
        "ownership",
        "churn",
        "tests",
        "deterministic_clone_coverage",
        "runtime"
      ]
    },
    SimilarCodeEnrichmentState: {
      description: "Explicit availability state for one optional enrichment source.",
      oneOf: [
        {
          description: "Evidence is included in the inspect packet.",
          type: "string",
          const: "available"
        },
        {
          description: "Evidence was requested but could not be obtained.",
          type: "string",
          const: "unavailable"
        },
        {
          description: "Evidence was not requested for this run.",
          type: "string",
          const: "not-requested"
        }
      ]
    },
    SimilarCodeAction: {
      description: "Read-only follow-up exposed for a candidate.",
      type: "object",
      properties: {
        action: {
          description: "Stable action identifier.",
          $ref: "#/$defs/SimilarCodeActionType"
        },
        description: {
          description: "Human-readable description of the read-only operation.",
          type: "string"
        },
        read_only: {
          description: "Explicit mutation guarantee. Version 1 requires this to be true.",
          type: "boolean"
        }
      },
      required: [
        "action",
        "description",
        "read_only"
      ]
    },
    SimilarCodeActionType: {
      description: "Read-only actions supported by the candidate workflow.",
      oneOf: [
        {
          description: "Build a bounded source-grounded inspect packet.",
          type: "string",
          const: "inspect"
        },
        {
          description: "Join this candidate with an external verdict document.",
          type: "string",
          const: "review"
        }
      ]
    },
    SimilarCodeCompletion: {
      description: "Typed completion, limit, skip, and cache accounting.",
      type: "object",
      properties: {
        status: {
          description: "Overall completion status. Only `complete` makes an empty set conclusive.",
          $ref: "#/$defs/SimilarCodeCompletionStatus"
        },
        phases: {
          description: "Per-phase completion in pipeline order.",
          type: "array",
          items: {
            $ref: "#/$defs/SimilarCodePhaseCompletion"
          }
        },
        limits: {
          description: "Effective run limits.",
          $ref: "#/$defs/SimilarCodeLimits"
        },
        skips: {
          description: "Aggregated skips in phase and reason order.",
          type: "array",
          items: {
            $ref: "#/$defs/SimilarCodeSkip"
          }
        },
        cache: {
          description: "Privacy-safe vector cache accounting.",
          $ref: "#/$defs/SimilarCodeCacheSummary"
        },
        provider_inference_ms: {
          description: "Aggregate model inference wall time reported by the local provider.",
          type: "integer",
          format: "uint64",
          minimum: 0
        }
      },
      required: [
        "status",
        "phases",
        "limits",
        "skips",
        "cache",
        "provider_inference_ms"
      ]
    },
    SimilarCodeCompletionStatus: {
      description: "Overall trustworthiness of an emitted result set.",
      oneOf: [
        {
          description: "Every admitted generation phase completed.",
          type: "string",
          const: "complete"
        },
        {
          description: "One or more limits, skips, or timeouts made the result partial.",
          type: "string",
          const: "partial"
        }
      ]
    },
    SimilarCodePhaseCompletion: {
      description: "Accounting for one bounded generation phase.",
      type: "object",
      properties: {
        phase: {
          description: "Pipeline phase.",
          $ref: "#/$defs/SimilarCodePhase"
        },
        status: {
          description: "Whether this phase completed, skipped, or returned partial data.",
          $ref: "#/$defs/SimilarCodePhaseStatus"
        },
        processed: {
          description: "Number of admitted inputs processed by this phase.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        total: {
          description: "Total admitted inputs known to this phase, when available.",
          type: [
            "integer",
            "null"
          ],
          format: "uint64",
          minimum: 0
        },
        reason: {
          description: "Stable explanation when the phase did not complete.",
          type: [
            "string",
            "null"
          ]
        }
      },
      required: [
        "phase",
        "status",
        "processed"
      ]
    },
    SimilarCodePhase: {
      description: "Bounded phase names in the similar-code pipeline.",
      oneOf: [
        {
          description: "Discover eligible source files.",
          type: "string",
          const: "discovery"
        },
        {
          description: "Extract and normalize supported functions.",
          type: "string",
          const: "extraction"
        },
        {
          description: "Load or populate the local vector cache.",
          type: "string",
          const: "cache"
        },
        {
          description: "Generate embeddings with the official local companion.",
          type: "string",
          const: "embedding"
        },
        {
          description: "Validate provider output before using it.",
          type: "string",
          const: "validation"
        },
        {
          description: "Compare vectors and select bounded candidates.",
          type: "string",
          const: "comparison"
        },
        {
          description: "Build optional deterministic context.",
          type: "string",
          const: "enrichment"
        }
      ]
    },
    SimilarCodePhaseStatus: {
      description: "Completion state for one generation phase.",
      oneOf: [
        {
          description: "Phase completed its admitted scope.",
          type: "string",
          const: "complete"
        },
        {
          description: "Phase returned bounded partial results.",
          type: "string",
          const: "partial"
        },
        {
          description: "Phase was intentionally not run.",
          type: "string",
          const: "skipped"
        },
        {
          description: "Phase reached its configured timeout.",
          type: "string",
          const: "timed-out"
        }
      ]
    },
    SimilarCodeLimits: {
      description: "Effective resource limits for a similar-code run.",
      type: "object",
      properties: {
        max_files: {
          description: "Maximum source files admitted.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_functions: {
          description: "Maximum extracted functions admitted.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_source_bytes: {
          description: "Maximum aggregate normalized source bytes admitted.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_function_bytes: {
          description: "Maximum normalized bytes admitted for one function.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_batch_size: {
          description: "Maximum embedding batch size.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_vector_bytes: {
          description: "Maximum vector bytes retained for comparison.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_comparisons: {
          description: "Maximum pair comparisons performed.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_candidates: {
          description: "Maximum candidates returned.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        max_neighbors_per_function: {
          description: "Maximum returned neighbors per function.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        timeout_ms: {
          description: "End-to-end timeout in milliseconds.",
          type: "integer",
          format: "uint64",
          minimum: 0
        }
      },
      required: [
        "max_files",
        "max_functions",
        "max_source_bytes",
        "max_function_bytes",
        "max_batch_size",
        "max_vector_bytes",
        "max_comparisons",
        "max_candidates",
        "max_neighbors_per_function",
        "timeout_ms"
      ]
    },
    SimilarCodeSkip: {
      description: "Count of skipped work for a stable reason.",
      type: "object",
      properties: {
        phase: {
          description: "Phase that skipped the work.",
          $ref: "#/$defs/SimilarCodePhase"
        },
        reason: {
          description: "Stable skip reason.",
          $ref: "#/$defs/SimilarCodeSkipReason"
        },
        count: {
          description: "Number of inputs skipped for this phase and reason.",
          type: "integer",
          format: "uint64",
          minimum: 0
        }
      },
      required: [
        "phase",
        "reason",
        "count"
      ]
    },
    SimilarCodeSkipReason: {
      description: "Stable reasons why admitted work was skipped or truncated.",
      oneOf: [
        {
          description: "Function was shorter than the configured minimum source-line count.",
          type: "string",
          const: "below-minimum-lines"
        },
        {
          description: "Syntax form is outside the supported extraction contract.",
          type: "string",
          const: "unsupported-function"
        },
        {
          description: "Generated source was excluded.",
          type: "string",
          const: "generated-source"
        },
        {
          description: "One function exceeded the per-function byte limit.",
          type: "string",
          const: "function-too-large"
        },
        {
          description: "File or function admission limit was reached.",
          type: "string",
          const: "input-limit"
        },
        {
          description: "Aggregate source byte limit was reached.",
          type: "string",
          const: "source-bytes-limit"
        },
        {
          description: "Vector memory limit was reached.",
          type: "string",
          const: "vector-memory-limit"
        },
        {
          description: "Pair comparison limit was reached.",
          type: "string",
          const: "comparison-limit"
        },
        {
          description: "Candidate result limit was reached.",
          type: "string",
          const: "candidate-limit"
        },
        {
          description: "Per-function neighbor limit was reached.",
          type: "string",
          const: "neighbor-limit"
        },
        {
          description: "Provider or overall timeout was reached.",
          type: "string",
          const: "timeout"
        },
        {
          description: "Local provider failed after returning a usable subset of vectors.",
          type: "string",
          const: "provider-failure"
        },
        {
          description: "Provider tokenization truncated an otherwise admitted source fragment.",
          type: "string",
          const: "token-truncation"
        },
        {
          description: "Optional enrichment source was unavailable.",
          type: "string",
          const: "enrichment-unavailable"
        }
      ]
    },
    SimilarCodeCacheSummary: {
      description: "Privacy-safe cache accounting. Source fragments are never represented.",
      type: "object",
      properties: {
        status: {
          description: "Aggregate cache outcome.",
          $ref: "#/$defs/SimilarCodeCacheStatus"
        },
        hits: {
          description: "Valid vector cache hits.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        misses: {
          description: "Vector cache misses.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        writes: {
          description: "Newly written vector cache entries.",
          type: "integer",
          format: "uint64",
          minimum: 0
        },
        invalid_entries: {
          description: "Corrupt or incompatible entries ignored safely.",
          type: "integer",
          format: "uint64",
          minimum: 0
        }
      },
      required: [
        "status",
        "hits",
        "misses",
        "writes",
        "invalid_entries"
      ]
    },
    SimilarCodeCacheStatus: {
      description: "Vector cache outcome for a run.",
      oneOf: [
        {
          description: "Cache use was disabled.",
          type: "string",
          const: "disabled"
        },
        {
          description: "Every requested vector was found in the cache.",
          type: "string",
          const: "hit"
        },
        {
          description: "No requested vector was found in the cache.",
          type: "string",
          const: "miss"
        },
        {
          description: "The run used both cached and newly generated vectors.",
          type: "string",
          const: "mixed"
        }
      ]
    },
    SimilarCodeDiagnostic: {
      description: "Actionable diagnostic without a severity or gate implication.",
      type: "object",
      properties: {
        domain: {
          description: "Stable diagnostic domain.",
          $ref: "#/$defs/SimilarCodeDiagnosticDomain"
        },
        code: {
          description: "Stable machine-readable code.",
          type: "string"
        },
        message: {
          description: "Bounded human-readable explanation.",
          type: "string"
        },
        path: {
          description: "Optional project-root-relative path.",
          type: [
            "string",
            "null"
          ]
        }
      },
      required: [
        "domain",
        "code",
        "message"
      ]
    },
    SimilarCodeDiagnosticDomain: {
      description: "Non-severity diagnostic domain for similar-code generation.",
      oneOf: [
        {
          description: "Source discovery or workspace interpretation.",
          type: "string",
          const: "workspace"
        },
        {
          description: "Function extraction or normalization.",
          type: "string",
          const: "extraction"
        },
        {
          description: "Local provider execution or protocol validation.",
          type: "string",
          const: "provider"
        },
        {
          description: "Local vector cache handling.",
          type: "string",
          const: "cache"
        },
        {
          description: "Optional source-grounded enrichment.",
          type: "string",
          const: "enrichment"
        },
        {
          description: "Verdict matching and review-key rebinding.",
          type: "string",
          const: "review"
        }
      ]
    }
  }
};

// schemas/discovery-envelope.schema.json
var discovery_envelope_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "discovery-envelope.schema.json",
  title: "SimilarCodeDiscoveryEnvelope",
  description: "Output of a similar-code scan: the candidate snapshot's vocabulary with a candidate list. Every part is a $def of candidate-snapshot.schema.json.",
  type: "object",
  properties: {
    schema_version: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeSchemaVersion" },
    generation: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeGeneration" },
    candidates: {
      description: "Unverified candidates in deterministic order (similarity descending, then left and right location).",
      type: "array",
      items: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeCandidate" }
    },
    completion: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeCompletion" },
    diagnostics: {
      type: "array",
      items: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeDiagnostic" }
    },
    context: {
      description: "Optional run context so that a publish-only run (workflow_run) can link and comment without the original event.",
      type: "object",
      properties: {
        repository: { type: ["string", "null"] },
        head_sha: { type: ["string", "null"] },
        base_sha: { type: ["string", "null"] },
        pull_request: { type: ["integer", "null"], minimum: 1 },
        mode: { enum: ["full", "scoped"] }
      },
      required: ["repository", "head_sha", "base_sha", "pull_request", "mode"],
      additionalProperties: false
    }
  },
  required: ["schema_version", "generation", "candidates", "completion", "diagnostics"],
  additionalProperties: false
};

// schemas/companion-protocol.schema.json
var companion_protocol_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "companion-protocol.schema.json",
  title: "SimilarCodeCompanionMessage",
  description: "One JSON line of the companion protocol (version 1) over stdio. Client messages: hello, embed, shutdown. Companion messages: hello (with provenance), embeddings, error, bye. Messages are discriminated by `type` (and, for hello, by direction). Compatibility: adding an optional field is not a protocol bump; removing or changing a field, or a new required field, is a new protocol_version.",
  oneOf: [
    { $ref: "#/$defs/ClientMessage" },
    { $ref: "#/$defs/CompanionMessage" }
  ],
  $defs: {
    ClientMessage: {
      description: "A message from the client (action or CLI) to the companion.",
      oneOf: [
        { $ref: "#/$defs/ClientHello" },
        { $ref: "#/$defs/EmbedRequest" },
        { $ref: "#/$defs/Shutdown" }
      ]
    },
    CompanionMessage: {
      description: "A message from the companion to the client.",
      oneOf: [
        { $ref: "#/$defs/CompanionHello" },
        { $ref: "#/$defs/Embeddings" },
        { $ref: "#/$defs/Error" },
        { $ref: "#/$defs/Bye" }
      ]
    },
    RequestId: {
      type: "integer",
      format: "uint32",
      minimum: 0
    },
    ClientHello: {
      description: "First message: the protocol versions the client speaks and the model it wants (null: the companion's default).",
      type: "object",
      properties: {
        type: { const: "hello" },
        protocol_versions: {
          type: "array",
          items: { type: "integer", format: "uint32", minimum: 0 },
          minItems: 1,
          maxItems: 16
        },
        client_version: { type: "string", maxLength: 200 },
        model: { type: ["string", "null"], maxLength: 64 }
      },
      required: ["type", "protocol_versions", "client_version", "model"],
      additionalProperties: false
    },
    CompanionHello: {
      description: "The handshake reply: negotiated protocol version, provider and model provenance, generation parameters and the model's calibration.",
      type: "object",
      properties: {
        type: { const: "hello" },
        protocol_version: { type: "integer", format: "uint32", minimum: 0 },
        provider: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeProviderProvenance" },
        model: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeModelProvenance" },
        parameters: { $ref: "candidate-snapshot.schema.json#/$defs/SimilarCodeGenerationParameters" },
        embedding_semantics_version: { type: "integer", format: "uint32", minimum: 0 },
        calibration: { $ref: "#/$defs/Calibration" }
      },
      required: ["type", "protocol_version", "provider", "model", "parameters", "embedding_semantics_version", "calibration"],
      additionalProperties: false
    },
    Calibration: {
      description: "Cut-offs measured for the model and recorded with it.",
      type: "object",
      properties: {
        default_threshold: { type: "number", minimum: -1, maximum: 1 },
        bands: {
          type: "object",
          properties: {
            moderate: { type: "number", minimum: -1, maximum: 1 },
            high: { type: "number", minimum: -1, maximum: 1 },
            very_high: { type: "number", minimum: -1, maximum: 1 }
          },
          required: ["moderate", "high", "very_high"],
          additionalProperties: false
        }
      },
      required: ["default_threshold", "bands"],
      additionalProperties: false
    },
    EmbedRequest: {
      description: "Embed a batch of normalized texts (at most parameters.batch_size).",
      type: "object",
      properties: {
        type: { const: "embed" },
        id: { $ref: "#/$defs/RequestId" },
        texts: { type: "array", items: { type: "string" } }
      },
      required: ["type", "id", "texts"],
      additionalProperties: false
    },
    Embeddings: {
      description: "The vectors of one embed request: count * dimensions little-endian float32 values, base64. `truncated` lists the indices of texts cut at max_tokens.",
      type: "object",
      properties: {
        type: { const: "embeddings" },
        id: { $ref: "#/$defs/RequestId" },
        count: { type: "integer", format: "uint32", minimum: 0 },
        dimensions: { type: "integer", format: "uint32", minimum: 0 },
        vectors_b64: { type: "string", contentEncoding: "base64", pattern: "^[A-Za-z0-9+/]*={0,2}$" },
        truncated: { type: "array", items: { type: "integer", format: "uint32", minimum: 0 } },
        inference_ms: { type: "number", minimum: 0 }
      },
      required: ["type", "id", "count", "dimensions", "vectors_b64", "truncated", "inference_ms"],
      additionalProperties: false
    },
    Error: {
      description: "An explicit error: for one request (id) or for the session (id null). The companion keeps running after a bad request.",
      type: "object",
      properties: {
        type: { const: "error" },
        id: {
          anyOf: [
            { $ref: "#/$defs/RequestId" },
            { type: "null" }
          ]
        },
        code: { type: "string", minLength: 1 },
        message: { type: "string" }
      },
      required: ["type", "id", "code", "message"],
      additionalProperties: false
    },
    Shutdown: {
      description: "Ask the companion to exit cleanly; it answers bye.",
      type: "object",
      properties: { type: { const: "shutdown" } },
      required: ["type"],
      additionalProperties: false
    },
    Bye: {
      description: "The companion's last message before exiting 0.",
      type: "object",
      properties: { type: { const: "bye" } },
      required: ["type"],
      additionalProperties: false
    }
  }
};

// schemas/verdicts.schema.json
var verdicts_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "verdicts.schema.json",
  title: "SimilarCodeVerdicts",
  description: "Human or bot verdicts on candidates, bound by the content-stable review_key. A verdict survives moving or reformatting either function (the key does not change); it stops binding when either function's content changes.",
  type: "object",
  properties: {
    $schema: { description: "Optional schema reference for editors.", type: "string" },
    schema_version: { const: "1" },
    verdicts: {
      type: "array",
      items: {
        type: "object",
        properties: {
          review_key: { description: "The candidate's review_key from the scan result.", type: "string", minLength: 1 },
          verdict: {
            description: "intentional and false-positive dismiss the candidate (hidden from the PR comment, suppressed in SARIF); duplicate and needs-refactor confirm it.",
            enum: ["duplicate", "intentional", "false-positive", "needs-refactor"]
          },
          note: { description: "Justification; becomes the SARIF suppression justification.", type: "string" },
          author: { type: "string" },
          date: {
            description: "ISO 8601 date or date-time of the verdict.",
            type: "string",
            pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?$"
          },
          locations: {
            description: "Optional: the two functions (path and name) the verdict was given for. Lets `review` tell a verdict whose functions changed content from one whose functions are gone.",
            type: "array",
            minItems: 2,
            maxItems: 2,
            items: {
              type: "object",
              properties: {
                path: { type: "string", minLength: 1 },
                name: { type: "string", minLength: 1 }
              },
              required: ["path", "name"],
              additionalProperties: false
            }
          }
        },
        required: ["review_key", "verdict"],
        additionalProperties: false
      }
    }
  },
  required: ["schema_version", "verdicts"],
  additionalProperties: false
};

// schemas/config.schema.json
var config_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "config.schema.json",
  title: "SimilarCodeConfig",
  description: "Optional repository configuration (.similar-code.json at the repository root). Command-line flags override it.",
  type: "object",
  properties: {
    $schema: { type: "string" },
    threshold: { type: "number", minimum: -1, maximum: 1 },
    min_lines: { type: "integer", minimum: 0 },
    include: { type: "array", items: { type: "string", minLength: 1 } },
    exclude: { type: "array", items: { type: "string", minLength: 1 } },
    verdicts: { description: "Verdict document path, relative to the repository root.", type: "string", minLength: 1 },
    limits: {
      type: "object",
      propertyNames: {
        enum: ["max_files", "max_functions", "max_source_bytes", "max_function_bytes", "max_batch_size", "max_vector_bytes", "max_comparisons", "max_candidates", "max_neighbors_per_function", "timeout_ms"]
      },
      additionalProperties: { type: "integer", minimum: 0 }
    }
  },
  additionalProperties: false
};

// src/contracts/validate.ts
var SNAPSHOT_SCHEMA_ID = "candidate-snapshot.schema.json";
var UINT32_MAX = 4294967295;
function makeAjv() {
  const ajv = new import__.Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  ajv.addFormat("uint32", { type: "number", validate: (n) => Number.isInteger(n) && n >= 0 && n <= UINT32_MAX });
  ajv.addFormat("uint64", { type: "number", validate: (n) => Number.isSafeInteger(n) && n >= 0 });
  ajv.addFormat("double", { type: "number", validate: (n) => Number.isFinite(n) });
  ajv.addSchema(candidate_snapshot_schema_default, SNAPSHOT_SCHEMA_ID);
  ajv.addSchema(discovery_envelope_schema_default);
  ajv.addSchema(companion_protocol_schema_default);
  ajv.addSchema(verdicts_schema_default);
  ajv.addSchema(config_schema_default);
  return ajv;
}
var shared2;
var compiled2 = /* @__PURE__ */ new Map();
function validatorFor(name3) {
  let fn = compiled2.get(name3);
  if (fn) return fn;
  shared2 ??= makeAjv();
  const id = {
    snapshot: SNAPSHOT_SCHEMA_ID,
    envelope: discovery_envelope_schema_default.$id,
    "companion-protocol": companion_protocol_schema_default.$id,
    verdicts: verdicts_schema_default.$id,
    config: config_schema_default.$id
  }[name3];
  fn = shared2.getSchema(id);
  if (!fn) throw new Error(`schema ${name3} (${id}) is not registered`);
  compiled2.set(name3, fn);
  return fn;
}
function describe(errors) {
  return (errors ?? []).map((e) => ({
    path: e.instancePath || "/",
    message: e.keyword === "additionalProperties" ? `unexpected property "${String(e.params.additionalProperty)}"` : e.keyword === "const" || e.keyword === "enum" ? `${e.message ?? "invalid value"} (${JSON.stringify(e.params)})` : e.message ?? "invalid"
  }));
}
function validate(name3, doc) {
  const fn = validatorFor(name3);
  return fn(doc) ? { ok: true } : { ok: false, errors: describe(fn.errors) };
}
function formatSchemaErrors(errors, limit = 10) {
  const lines = errors.slice(0, limit).map((e) => `${e.path}: ${e.message}`);
  if (errors.length > limit) lines.push(`\u2026 and ${errors.length - limit} more`);
  return lines.join("\n");
}

// src/embedding/protocol.ts
var PROTOCOL_VERSION = 1;
var SUPPORTED_PROTOCOL_VERSIONS = [1];
var EMBEDDING_SEMANTICS_VERSION = 1;
var OFFICIAL_PROVIDER = "official-local-companion";
var ProtocolErrorCode = {
  InvalidMessage: "invalid-message",
  HandshakeRequired: "handshake-required",
  UnsupportedProtocolVersion: "unsupported-protocol-version",
  ModelUnavailable: "model-unavailable",
  BatchTooLarge: "batch-too-large",
  Internal: "internal-error"
};
function parseLine(line) {
  let doc;
  try {
    doc = JSON.parse(line);
  } catch {
    return { ok: false, reason: `not JSON: ${line.length > 120 ? `${line.slice(0, 120)}\u2026` : line}` };
  }
  const r = validate("companion-protocol", doc);
  if (!r.ok) return { ok: false, reason: `invalid message: ${formatSchemaErrors(r.errors, 3).replace(/\n/g, "; ")}` };
  return { ok: true, message: doc };
}
function parseClientMessage(line) {
  const p = parseLine(line);
  if (!p.ok) return p;
  const m = p.message;
  const isClient = m.type === "embed" || m.type === "shutdown" || m.type === "hello" && "protocol_versions" in m;
  return isClient ? { ok: true, message: m } : { ok: false, reason: `unexpected ${String(m.type)} message from a client` };
}
function parseCompanionMessage(line) {
  const p = parseLine(line);
  if (!p.ok) return p;
  const m = p.message;
  const isCompanion = m.type === "embeddings" || m.type === "error" || m.type === "bye" || m.type === "hello" && "protocol_version" in m;
  return isCompanion ? { ok: true, message: m } : { ok: false, reason: `unexpected ${String(m.type)} message from the companion` };
}
function encodeVectors(vectors, dimensions) {
  const buf = Buffer.alloc(vectors.length * dimensions * 4);
  let o = 0;
  for (const v of vectors) for (let i2 = 0; i2 < dimensions; i2++, o += 4) buf.writeFloatLE(v[i2] ?? 0, o);
  return buf.toString("base64");
}
function decodeVectors(b64, count, dimensions) {
  const buf = Buffer.from(b64, "base64");
  if (buf.length !== count * dimensions * 4) return null;
  const out2 = [];
  let o = 0;
  for (let k = 0; k < count; k++) {
    const v = new Float32Array(dimensions);
    for (let i2 = 0; i2 < dimensions; i2++, o += 4) v[i2] = buf.readFloatLE(o);
    out2.push(v);
  }
  return out2;
}

// src/companion/version.ts
var COMPANION_VERSION = "0.1.0";

// src/companion/describe.ts
function describeCompanion(loaded, protocolVersion = PROTOCOL_VERSION) {
  return {
    provider: { provider: OFFICIAL_PROVIDER, companion_version: COMPANION_VERSION, protocol_version: protocolVersion, source_left_machine: false },
    model: loaded.provenance,
    parameters: loaded.parameters,
    embedding_semantics_version: EMBEDDING_SEMANTICS_VERSION,
    calibration: loaded.calibration
  };
}

// src/embedding/client.ts
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

// src/embedding/errors.ts
var CompanionError = class extends Error {
  name = "CompanionError";
  code;
  stderr;
  constructor(code, message, stderr = []) {
    super(stderr.length > 0 ? `${message}
companion stderr:
  ${stderr.join("\n  ")}` : message);
    this.code = code;
    this.stderr = [...stderr];
  }
};
var CompanionErrorCode = {
  StartFailed: DiagnosticCode.CompanionStartFailed,
  Refused: DiagnosticCode.CompanionRefused,
  Exited: DiagnosticCode.CompanionExited,
  ProtocolError: DiagnosticCode.CompanionProtocolError,
  Error: DiagnosticCode.CompanionError,
  Timeout: DiagnosticCode.ProviderTimeout,
  ModelUnavailable: DiagnosticCode.ModelUnavailable
};

// src/embedding/client.ts
var STDERR_LINES = 20;
var DEFAULT_TIMEOUT_MS = 6e4;
var CLIENT_VERSION = COMPANION_VERSION;
var CompanionClient = class _CompanionClient {
  constructor(child, expectedVersion, timeoutMs, logger) {
    this.child = child;
    this.expectedVersion = expectedVersion;
    this.timeoutMs = timeoutMs;
    this.logger = logger;
    process.on("exit", this.onProcessExit);
    this.exitPromise = new Promise((resolve10) => {
      child.on("close", (code, signal) => {
        this.exited = true;
        process.off("exit", this.onProcessExit);
        if (!this.closing) {
          this.fatal(new CompanionError(CompanionErrorCode.Exited, `the companion exited unexpectedly (${signal ? `signal ${signal}` : `exit code ${String(code)}`})`, this.stderrTail));
        }
        resolve10();
      });
    });
    child.on("error", (err2) => {
      this.fatal(new CompanionError(CompanionErrorCode.StartFailed, `cannot run the companion: ${err2.message}`, this.stderrTail));
    });
    child.stdin.on("error", () => {
    });
    createInterface({ input: child.stderr, crlfDelay: Infinity }).on("line", (line) => {
      if (line.trim() === "") return;
      this.logger.debug(`companion: ${line}`);
      this.stderrTail.push(line.length > 500 ? `${line.slice(0, 500)}\u2026` : line);
      if (this.stderrTail.length > STDERR_LINES) this.stderrTail.shift();
    });
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on("line", (line) => this.onLine(line));
  }
  infoValue = null;
  stderrTail = [];
  pending = /* @__PURE__ */ new Map();
  nextId = 1;
  failure = null;
  closing = false;
  exited = false;
  exitPromise;
  onProcessExit = () => {
    this.kill();
  };
  static async start(options = {}) {
    const command = options.command ?? [process.execPath, assetPaths().companionScript];
    if (command.length === 0 || !command[0]) throw new CompanionError(CompanionErrorCode.StartFailed, "empty companion command");
    const logger = options.logger ?? silentLogger;
    let child;
    try {
      child = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "pipe"], windowsHide: true });
    } catch (err2) {
      throw new CompanionError(CompanionErrorCode.StartFailed, `cannot run the companion: ${errorMessage(err2)}`);
    }
    const client = new _CompanionClient(child, options.expectedVersion ?? COMPANION_VERSION, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, logger);
    try {
      await client.handshake(options.model ?? null);
    } catch (err2) {
      client.kill();
      await client.exitPromise;
      throw err2 instanceof CompanionError ? err2 : new CompanionError(CompanionErrorCode.StartFailed, errorMessage(err2), client.stderrTail);
    }
    logger.debug(`companion ${client.info.provider.companion_version} ready: model ${client.info.model.model_id}@${client.info.model.revision}`);
    return client;
  }
  get info() {
    if (!this.infoValue) throw new CompanionError(CompanionErrorCode.ProtocolError, "the companion has not completed its handshake");
    return this.infoValue;
  }
  /** Embed `texts`, split into batches of the companion's batch_size. Vectors are returned as sent; the validation phase checks them. */
  async embed(texts) {
    const batch = Math.max(1, this.info.parameters.batch_size);
    const vectors = [];
    const truncated = [];
    let inferenceMs = 0;
    for (let start2 = 0; start2 < texts.length; start2 += batch) {
      const chunk = texts.slice(start2, start2 + batch);
      const id = this.nextId++;
      const reply = await this.request(id, { type: "embed", id, texts: [...chunk] });
      if (reply.type === "error") {
        throw new CompanionError(CompanionErrorCode.Error, `the companion rejected a batch: ${reply.code}: ${reply.message}`, this.stderrTail);
      }
      if (reply.type !== "embeddings") throw this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `expected embeddings, got ${reply.type}`, this.stderrTail));
      const decoded = decodeVectors(reply.vectors_b64, reply.count, reply.dimensions);
      if (!decoded) {
        throw this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `embeddings ${id}: vectors_b64 does not hold ${reply.count} x ${reply.dimensions} float32 values`, this.stderrTail));
      }
      vectors.push(...decoded);
      for (const t of reply.truncated) truncated.push(start2 + t);
      inferenceMs += reply.inference_ms;
    }
    return { vectors, inference_ms: inferenceMs, truncated };
  }
  async close() {
    if (this.closing) return this.exitPromise;
    this.closing = true;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new CompanionError(CompanionErrorCode.Exited, "the companion client was closed"));
    }
    this.pending.clear();
    if (!this.exited) {
      try {
        this.child.stdin.write(`${JSON.stringify({ type: "shutdown" })}
`);
        this.child.stdin.end();
      } catch {
      }
      const timer = setTimeout(() => this.kill(), 2e3);
      await this.exitPromise;
      clearTimeout(timer);
    }
    process.off("exit", this.onProcessExit);
  }
  kill() {
    if (!this.exited && this.child.exitCode === null && this.child.signalCode === null) {
      try {
        this.child.kill("SIGKILL");
      } catch {
      }
    }
  }
  fatal(err2) {
    if (this.failure) return this.failure;
    this.failure = err2;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err2);
    }
    this.pending.clear();
    this.kill();
    return err2;
  }
  request(key, message) {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closing) return Promise.reject(new CompanionError(CompanionErrorCode.Exited, "the companion client is closed"));
    return new Promise((resolve10, reject) => {
      const timer = setTimeout(() => {
        this.fatal(new CompanionError(CompanionErrorCode.Timeout, `the companion did not answer ${key === "hello" ? "the handshake" : `batch ${key}`} within ${this.timeoutMs} ms`, this.stderrTail));
      }, this.timeoutMs);
      this.pending.set(key, { resolve: resolve10, reject, timer });
      this.child.stdin.write(`${JSON.stringify(message)}
`);
    });
  }
  settle(key, m) {
    const p = this.pending.get(key);
    if (!p) {
      this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `unexpected ${m.type} message${"id" in m ? ` for id ${String(m.id)}` : ""}`, this.stderrTail));
      return;
    }
    this.pending.delete(key);
    clearTimeout(p.timer);
    p.resolve(m);
  }
  onLine(line) {
    if (this.failure || line.trim() === "") return;
    if (this.pending.has("hello")) {
      const refusal = refusalOf(line, this.expectedVersion);
      if (refusal) {
        this.fatal(new CompanionError(CompanionErrorCode.Refused, refusal, this.stderrTail));
        return;
      }
    }
    const parsed = parseCompanionMessage(line);
    if (!parsed.ok) {
      this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `protocol error: ${parsed.reason}`, this.stderrTail));
      return;
    }
    const m = parsed.message;
    if (m.type === "bye") return;
    if (this.pending.has("hello")) {
      this.settle("hello", m);
      return;
    }
    if (m.type === "hello") {
      this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, "unexpected second hello", this.stderrTail));
      return;
    }
    if (m.type === "error" && m.id === null) {
      this.fatal(new CompanionError(CompanionErrorCode.Error, `the companion reported: ${m.code}: ${m.message}`, this.stderrTail));
      return;
    }
    if (m.id === null) {
      return;
    }
    this.settle(m.id, m);
  }
  async handshake(model) {
    const reply = await this.request("hello", { type: "hello", protocol_versions: [...SUPPORTED_PROTOCOL_VERSIONS], client_version: CLIENT_VERSION, model });
    if (reply.type === "error") {
      const code = reply.code === ProtocolErrorCode.ModelUnavailable ? CompanionErrorCode.ModelUnavailable : CompanionErrorCode.Refused;
      throw this.fatal(new CompanionError(code, `the companion refused the handshake: ${reply.code}: ${reply.message}`, this.stderrTail));
    }
    if (reply.type !== "hello") throw this.fatal(new CompanionError(CompanionErrorCode.ProtocolError, `expected hello, got ${reply.type}`, this.stderrTail));
    const h = reply;
    this.infoValue = {
      provider: h.provider,
      model: h.model,
      parameters: h.parameters,
      embedding_semantics_version: h.embedding_semantics_version,
      calibration: h.calibration
    };
  }
};
function refusalOf(line, expectedVersion) {
  let m;
  try {
    m = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof m !== "object" || m === null || m.type !== "hello") return null;
  const hello = m;
  const p = hello.provider;
  if (typeof p !== "object" || p === null) return null;
  if (p.provider !== OFFICIAL_PROVIDER) return `provider ${JSON.stringify(p.provider)} is not ${OFFICIAL_PROVIDER}`;
  if (p.companion_version !== expectedVersion) return `companion version ${JSON.stringify(p.companion_version)} is not the required ${expectedVersion}`;
  if (p.source_left_machine !== false) return "the companion does not declare source_left_machine: false";
  if (typeof hello.protocol_version !== "number" || !SUPPORTED_PROTOCOL_VERSIONS.includes(hello.protocol_version) || p.protocol_version !== hello.protocol_version) {
    return `unsupported protocol version ${JSON.stringify(hello.protocol_version)} (client speaks ${SUPPORTED_PROTOCOL_VERSIONS.join(", ")})`;
  }
  return null;
}
function startCompanion(options = {}) {
  return CompanionClient.start(options);
}

// src/embedding/model-store.ts
import { readFileSync } from "node:fs";
import { join as join4 } from "node:path";

// src/embedding/bindings.ts
var DECLARATION = /* @__PURE__ */ new Set(["var", "let", "const"]);
var PARAM_MODIFIERS = /* @__PURE__ */ new Set(["public", "private", "protected", "readonly", "override"]);
var OPEN = /* @__PURE__ */ new Set(["(", "[", "{"]);
var CLOSE = /* @__PURE__ */ new Set([")", "]", "}"]);
var isName = (t) => t !== void 0 && t.kind === "id" && t.text !== "";
function matching(tokens, open3) {
  let depth = 0;
  for (let j = open3; j < tokens.length; j++) {
    const x = tokens[j].text;
    if (OPEN.has(x)) depth++;
    else if (CLOSE.has(x) && --depth === 0) return j;
  }
  return tokens.length;
}
function skipToSeparator(tokens, from) {
  let depth = 0;
  let angle = 0;
  for (let j = from; j < tokens.length; j++) {
    const x = tokens[j].text;
    if (OPEN.has(x)) depth++;
    else if (CLOSE.has(x)) {
      if (depth === 0) return j;
      depth--;
    } else if (x === "<") angle++;
    else if (x === ">" && angle > 0) angle--;
    else if (x === ">>" && angle > 0) angle = Math.max(0, angle - 2);
    else if (depth === 0 && angle === 0 && (x === "," || x === ";" || x === "=")) return j;
  }
  return tokens.length;
}
var NOT_IN_TYPE_PARAMS = /* @__PURE__ */ new Set(["&&", "||", "+", "-", "*", "/", "%", "==", "===", "!=", "!==", "!", ";", "+=", "-=", "++", "--", "<=", ">="]);
function typeParamsEnd(tokens, open3) {
  let angle = 0;
  for (let j = open3; j < tokens.length && j < open3 + 128; j++) {
    const x = tokens[j].text;
    if (NOT_IN_TYPE_PARAMS.has(x)) return -1;
    if (x === "<") angle++;
    else if (x === ">" || x === ">>") {
      angle -= x.length;
      if (angle <= 0) return angle === 0 && tokens[j + 1]?.text === "(" ? j : -1;
    }
  }
  return -1;
}
function localBindings(tokens) {
  const bound = /* @__PURE__ */ new Set();
  const target = (i2) => {
    const t = tokens[i2];
    if (!t) return i2;
    if (t.text === "{" || t.text === "[") {
      pattern(i2);
      return matching(tokens, i2) + 1;
    }
    if (t.text === "...") return target(i2 + 1);
    if (isName(t)) {
      bound.add(t.text);
      return i2 + 1;
    }
    return i2 + 1;
  };
  const pattern = (open3) => {
    const close = matching(tokens, open3);
    const object = tokens[open3].text === "{";
    let j = open3 + 1;
    while (j < close) {
      const t = tokens[j];
      if (t.text === ",") {
        j++;
        continue;
      }
      if (object && tokens[j + 1]?.text === ":" && t.text !== "...") {
        j = target(j + 2);
      } else {
        j = target(j);
      }
      if (tokens[j]?.text === "=") j = skipToSeparator(tokens, j + 1);
      else if (j < close && tokens[j].text !== ",") j = skipToSeparator(tokens, j);
    }
  };
  const params = (open3) => {
    const close = matching(tokens, open3);
    let j = open3 + 1;
    while (j < close) {
      while (j < close && (PARAM_MODIFIERS.has(tokens[j].text) || tokens[j].text === "this")) j++;
      j = target(j);
      if (tokens[j]?.text === "?") j++;
      if (j < close && tokens[j].text !== ",") j = skipToSeparator(tokens, j);
      if (tokens[j]?.text === "=") j = skipToSeparator(tokens, j + 1);
      if (tokens[j]?.text === ",") j++;
      else if (j < close) j++;
    }
  };
  const afterParams = (close) => {
    let j = close + 1;
    if (tokens[j]?.text === ":") j = skipReturnType(j + 1);
    return tokens[j]?.text;
  };
  const skipReturnType = (from) => {
    let angle = 0;
    for (let j = from; j < tokens.length; j++) {
      const x = tokens[j].text;
      if (x === "<") angle++;
      else if (x === ">" && angle > 0) angle--;
      else if (angle === 0 && (x === "=>" || x === "{" || x === ";")) return j;
      else if (angle === 0 && (x === "(" || x === "[")) j = matching(tokens, j);
    }
    return tokens.length;
  };
  for (let i2 = 0; i2 < tokens.length; i2++) {
    const t = tokens[i2];
    if (DECLARATION.has(t.text) && t.kind === "kw") {
      let j = target(i2 + 1);
      for (; ; ) {
        if (tokens[j]?.text === ":") j = skipToSeparator(tokens, j + 1);
        if (tokens[j]?.text === "=") j = skipToSeparator(tokens, j + 1);
        if (tokens[j]?.text !== ",") break;
        j = target(j + 1);
      }
    } else if ((t.text === "function" || t.text === "class") && isName(tokens[i2 + 1])) {
      bound.add(tokens[i2 + 1].text);
    } else if (t.text === "catch" && tokens[i2 + 1]?.text === "(") {
      target(i2 + 2);
    } else if (t.text === "(") {
      const prev = tokens[i2 - 1];
      const close = matching(tokens, i2);
      const next = afterParams(close);
      const named = prev?.kind === "id";
      const fnKeyword = prev?.text === "function" || prev?.text === "*" || named && (tokens[i2 - 2]?.text === "function" || tokens[i2 - 2]?.text === "*");
      const method = (named || prev?.text === "constructor" || prev?.text === ">") && next === "{";
      if (fnKeyword || method || next === "=>") params(i2);
    } else if (isName(t) && tokens[i2 + 1]?.text === "=>") {
      bound.add(t.text);
    } else if (t.text === "<") {
      const end = typeParamsEnd(tokens, i2);
      for (let j = i2 + 1; j < end; j++) if (isName(tokens[j]) && (tokens[j - 1].text === "<" || tokens[j - 1].text === ",")) bound.add(tokens[j].text);
    }
  }
  return bound;
}
function freeIdentifiers(tokens) {
  const bound = localBindings(tokens);
  const out2 = [];
  for (let i2 = 0; i2 < tokens.length; i2++) {
    const t = tokens[i2];
    if (!isName(t)) continue;
    const prev = tokens[i2 - 1];
    const member = prev !== void 0 && (prev.text === "." || prev.text === "?.");
    if (member || !bound.has(t.text)) out2.push(t.text);
  }
  return out2;
}

// src/embedding/lexer.ts
var PUNCTUATORS = [
  ">>>=",
  "...",
  "===",
  "!==",
  "**=",
  "<<=",
  ">>=",
  ">>>",
  "&&=",
  "||=",
  "??=",
  "=>",
  "==",
  "!=",
  "<=",
  ">=",
  "&&",
  "||",
  "??",
  "?.",
  "++",
  "--",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "**",
  "<<",
  ">>"
];
function isIdStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 36 || c === 95 || c === 35 || c > 127;
}
function isIdPart(c) {
  return isIdStart(c) || c >= 48 && c <= 57;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function isSpace2(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 11 || c === 12 || c === 160 || c === 65279;
}
var REGEX_AFTER_KEYWORD = /* @__PURE__ */ new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);
function regexAllowed(prev) {
  if (!prev) return true;
  if (prev.kind === "punct") return prev.text !== ")" && prev.text !== "]" && prev.text !== "}" && prev.text !== "++" && prev.text !== "--";
  if (prev.kind === "kw" || prev.kind === "id") return REGEX_AFTER_KEYWORD.has(prev.text);
  return false;
}
function scanString(s, i2) {
  const q = s.charCodeAt(i2);
  let j = i2 + 1;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === q) return j + 1;
    else if (c === 10) return j;
    else j++;
  }
  return s.length;
}
function scanTemplate(s, i2) {
  let j = i2 + 1;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 92) j += 2;
    else if (c === 96) return j + 1;
    else if (c === 36 && s.charCodeAt(j + 1) === 123) {
      let depth = 1;
      j += 2;
      while (j < s.length && depth > 0) {
        const d = s.charCodeAt(j);
        if (d === 123) depth++;
        else if (d === 125) depth--;
        else if (d === 39 || d === 34) {
          j = scanString(s, j);
          continue;
        } else if (d === 96) {
          j = scanTemplate(s, j);
          continue;
        }
        j++;
      }
    } else j++;
  }
  return s.length;
}
function scanRegex(s, i2) {
  let j = i2 + 1;
  let inClass = false;
  while (j < s.length) {
    const c = s.charCodeAt(j);
    if (c === 10) return -1;
    if (c === 92) {
      j += 2;
      continue;
    }
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      j++;
      while (j < s.length && isIdPart(s.charCodeAt(j))) j++;
      return j;
    }
    j++;
  }
  return -1;
}
function tokenize(text, keywords, maxTokens = Infinity) {
  const tokens = [];
  const s = text;
  let i2 = 0;
  while (i2 < s.length) {
    const c = s.charCodeAt(i2);
    if (isSpace2(c)) {
      i2++;
      continue;
    }
    if (tokens.length >= maxTokens) return { tokens, truncated: true };
    let end;
    let kind;
    if (isIdStart(c)) {
      end = i2 + 1;
      while (end < s.length && isIdPart(s.charCodeAt(end))) end++;
      const word = s.slice(i2, end);
      tokens.push({ kind: keywords.has(word) ? "kw" : "id", text: word });
      i2 = end;
      continue;
    }
    if (isDigit(c) || c === 46 && isDigit(s.charCodeAt(i2 + 1))) {
      end = i2 + 1;
      while (end < s.length) {
        const d = s.charCodeAt(end);
        if (isIdPart(d) || d === 46) end++;
        else if ((d === 43 || d === 45) && (s.charCodeAt(end - 1) | 32) === 101 && !/^0[xX]/.test(s.slice(i2, end))) end++;
        else break;
      }
      kind = "num";
    } else if (c === 39 || c === 34) {
      end = scanString(s, i2);
      kind = "str";
    } else if (c === 96) {
      end = scanTemplate(s, i2);
      kind = "tmpl";
    } else if (c === 47 && regexAllowed(tokens[tokens.length - 1]) && (end = scanRegex(s, i2)) > 0) {
      kind = "regex";
    } else {
      kind = "punct";
      end = i2 + 1;
      for (const p of PUNCTUATORS) {
        if (s.startsWith(p, i2)) {
          end = i2 + p.length;
          break;
        }
      }
    }
    tokens.push({ kind, text: s.slice(i2, end) });
    i2 = end;
  }
  return { tokens, truncated: false };
}
function identifierSubtokens(word) {
  const out2 = [];
  const re = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+|[^\x00-\x7f]+/g;
  let m;
  while ((m = re.exec(word)) !== null) out2.push(m[0].toLowerCase());
  return out2;
}

// src/embedding/model-format.ts
var MODEL_MAGIC = "SCHMODEL";
var MODEL_FORMAT = "similar-code-hash-model";
var SUPPORTED_FORMAT_VERSIONS = [1, 2, 3, 4];
var LEXICAL_FORMAT_VERSION = 4;
var CHANNEL_KINDS = /* @__PURE__ */ new Set(["structural", "identifier-subtokens", "member-names", "call-names", "keywords"]);
function bodyDimensions(h) {
  return h.dimensions - (h.name?.dimensions ?? 0) - (h.lexical?.dimensions ?? 0);
}
var ModelFormatError = class extends Error {
  name = "ModelFormatError";
};
var DATA_ALIGN = 8;
function readArray(view, base, spec, total) {
  const bytesPer = spec.dtype === "float32" ? 4 : 1;
  const start2 = base + spec.offset;
  if (!Number.isSafeInteger(spec.offset) || !Number.isSafeInteger(spec.length) || spec.offset < 0 || spec.length < 0 || start2 + spec.length * bytesPer > total) {
    throw new ModelFormatError("model array lies outside the artifact");
  }
  const out2 = new Float32Array(spec.length);
  if (spec.dtype === "float32") for (let i2 = 0; i2 < spec.length; i2++) out2[i2] = view.getFloat32(start2 + i2 * 4, true);
  else if (spec.dtype === "int8") for (let i2 = 0; i2 < spec.length; i2++) out2[i2] = view.getInt8(start2 + i2);
  else throw new ModelFormatError(`unknown array dtype ${String(spec.dtype)}`);
  return out2;
}
function checkHeader(h) {
  if (h.format !== MODEL_FORMAT || !SUPPORTED_FORMAT_VERSIONS.includes(h.format_version)) {
    throw new ModelFormatError(`unsupported model format ${String(h.format)} v${String(h.format_version)}`);
  }
  if (!Number.isInteger(h.dimensions) || h.dimensions <= 0) throw new ModelFormatError("bad dimensions");
  if (!Number.isInteger(h.buckets) || h.buckets <= 0 || (h.buckets & h.buckets - 1) !== 0) throw new ModelFormatError("buckets must be a power of two");
  if (h.hash?.algorithm !== "fnv1a32-fmix32") throw new ModelFormatError("unknown hash algorithm");
  if (!Number.isInteger(h.max_tokens) || h.max_tokens <= 0) throw new ModelFormatError("bad max_tokens");
  if (h.tf !== "log1p" && h.tf !== "raw") throw new ModelFormatError("unknown tf transform");
  if (!Array.isArray(h.channels) || h.channels.length === 0) throw new ModelFormatError("no feature channels");
  for (const c of h.channels) if (!CHANNEL_KINDS.has(c.kind)) throw new ModelFormatError(`unknown channel kind ${String(c.kind)}`);
  if (h.arrays.bucket_weights.length !== h.buckets) throw new ModelFormatError("bucket_weights length != buckets");
  if (h.format_version === 1 && (h.name !== void 0 || h.arrays.row_scales !== void 0)) throw new ModelFormatError("a version 1 model has no name part and no row scales");
  if (h.name !== void 0) {
    const n = h.name;
    if (!Number.isInteger(n.dimensions) || n.dimensions < 0 || n.dimensions >= h.dimensions || n.dimensions === 0 && n.weight !== 0) throw new ModelFormatError("bad name dimensions");
    if (!(n.weight >= 0 && n.weight <= 1) || !(n.whole_weight >= 0) || !Number.isInteger(n.hash_seed)) throw new ModelFormatError("bad name part");
  }
  if (h.lexical !== void 0) {
    const l = h.lexical;
    if (h.format_version < LEXICAL_FORMAT_VERSION) throw new ModelFormatError("a lexical part needs format version 4");
    if (!Number.isInteger(l.dimensions) || l.dimensions <= 0 || !Number.isInteger(l.hash_seed)) throw new ModelFormatError("bad lexical part");
    if (!(l.weight > 0 && l.weight + (h.name?.weight ?? 0) < 1)) throw new ModelFormatError("lexical and name weights must leave the body a share");
    if (!h.channels.some((c) => c.name === l.channel && c.kind === "identifier-subtokens")) throw new ModelFormatError(`lexical channel ${String(l.channel)} is not an identifier-subtokens channel`);
  }
  if (bodyDimensions(h) <= 0) throw new ModelFormatError("no body dimensions");
  if (h.arrays.row_scales !== void 0 && h.arrays.row_scales.length !== h.buckets) throw new ModelFormatError("row_scales length != buckets");
  if (h.format_version < 3 && (h.head !== void 0 || h.arrays.head_in !== void 0)) throw new ModelFormatError("a head needs format version 3 or later");
  if (h.head !== void 0) {
    const hd = h.head;
    const d = bodyDimensions(h);
    if (hd.kind !== "residual-relu" || !Number.isInteger(hd.hidden) || hd.hidden <= 0) throw new ModelFormatError("bad head");
    const a = h.arrays;
    if (a.head_in?.length !== hd.hidden * d || a.head_bias?.length !== hd.hidden || a.head_out?.length !== d * hd.hidden) throw new ModelFormatError("head arrays do not match the head");
    if (a.head_in.dtype !== "float32" || a.head_bias.dtype !== "float32" || a.head_out.dtype !== "float32") throw new ModelFormatError("head arrays are float32");
  } else if (h.arrays.head_in !== void 0 || h.arrays.head_bias !== void 0 || h.arrays.head_out !== void 0) throw new ModelFormatError("head arrays without a head");
  if (h.arrays.projection.length !== h.buckets * bodyDimensions(h)) throw new ModelFormatError("projection length != buckets * body dimensions");
}
function parseModelHeader(bytes) {
  const magic = new TextDecoder().decode(bytes.subarray(0, 8));
  if (bytes.length < 12 || magic !== MODEL_MAGIC) throw new ModelFormatError("not a similar-code model artifact (bad magic)");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > bytes.length) throw new ModelFormatError("truncated model header");
  let header2;
  try {
    header2 = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(12, 12 + headerLength)));
  } catch {
    throw new ModelFormatError("model header is not valid JSON");
  }
  checkHeader(header2);
  return { header: header2, headerLength };
}
function parseModel(bytes) {
  const { header: header2, headerLength } = parseModelHeader(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const base = Math.ceil((12 + headerLength) / DATA_ALIGN) * DATA_ALIGN;
  const bucketWeights = readArray(view, base, header2.arrays.bucket_weights, bytes.length);
  const projection = readArray(view, base, header2.arrays.projection, bytes.length);
  const scale = header2.arrays.projection.scale;
  if (!Number.isFinite(scale)) throw new ModelFormatError("bad projection scale");
  if (header2.arrays.row_scales) {
    const rows = readArray(view, base, header2.arrays.row_scales, bytes.length);
    const d = bodyDimensions(header2);
    for (let b = 0; b < header2.buckets; b++) {
      const s = Math.fround(rows[b] * scale);
      if (!Number.isFinite(s)) throw new ModelFormatError("bad row scale");
      for (let k = b * d, end = k + d; k < end; k++) projection[k] = projection[k] * s;
    }
  } else if (scale !== 1) for (let i2 = 0; i2 < projection.length; i2++) projection[i2] = projection[i2] * scale;
  const a = header2.arrays;
  if (header2.head && a.head_in && a.head_bias && a.head_out) {
    const head = { hidden: header2.head.hidden, w_in: readArray(view, base, a.head_in, bytes.length), bias: readArray(view, base, a.head_bias, bytes.length), w_out: readArray(view, base, a.head_out, bytes.length) };
    for (const arr of [head.w_in, head.bias, head.w_out]) for (let i2 = 0; i2 < arr.length; i2++) if (!Number.isFinite(arr[i2])) throw new ModelFormatError("bad head weight");
    return { header: header2, bucketWeights, projection, head };
  }
  return { header: header2, bucketWeights, projection };
}

// src/embedding/hash-model.ts
function hashFeature(seed, s) {
  return fmix32(fnvContinue((2166136261 ^ seed) >>> 0, s));
}
function fnvContinue(h, s) {
  for (let i2 = 0; i2 < s.length; i2++) {
    h ^= s.charCodeAt(i2);
    h = Math.imul(h, 16777619);
  }
  return h;
}
function channelHasher(seed, channel) {
  const state = fnvContinue((2166136261 ^ seed) >>> 0, `${channel}\u241F`);
  return (feature) => fmix32(fnvContinue(state, feature));
}
function abstractToken(t) {
  switch (t.kind) {
    case "id":
      return "ID";
    case "str":
      return "STR";
    case "tmpl":
      return "TMPL";
    case "num":
      return "NUM";
    case "regex":
      return "REGEX";
    default:
      return t.text;
  }
}
function channelFeatures(channel, tokens, abstracted) {
  const counts = /* @__PURE__ */ new Map();
  const add = (f) => {
    counts.set(f, (counts.get(f) ?? 0) + 1);
  };
  switch (channel.kind) {
    case "structural": {
      const n = channel.n;
      for (let i2 = 0; i2 + n <= abstracted.length; i2++) {
        let f = abstracted[i2];
        for (let k = 1; k < n; k++) f += " " + abstracted[i2 + k];
        add(f);
      }
      break;
    }
    case "identifier-subtokens":
      for (const t of tokens) if (t.kind === "id" && t.text !== "") for (const sub of identifierSubtokens(t.text)) add(sub);
      break;
    case "member-names":
      for (let i2 = 1; i2 < tokens.length; i2++) {
        const t = tokens[i2];
        const prev = tokens[i2 - 1];
        if ((t.kind === "id" || t.kind === "kw") && t.text !== "" && prev.kind === "punct" && (prev.text === "." || prev.text === "?.")) add(t.text);
      }
      break;
    case "call-names":
      for (let i2 = 0; i2 + 1 < tokens.length; i2++) {
        const t = tokens[i2];
        if (t.kind === "id" && t.text !== "" && tokens[i2 + 1].text === "(") add(t.text);
      }
      break;
    case "keywords":
      for (const t of tokens) if (t.kind === "kw" || t.kind === "punct") add(t.text);
      break;
  }
  return counts;
}
var NAME_MODIFIERS = /* @__PURE__ */ new Set(["export", "default", "async", "static", "public", "private", "protected", "readonly", "abstract", "override", "declare", "accessor", "get", "set"]);
function ownName(tokens) {
  let i2 = 0;
  for (; ; ) {
    const t2 = tokens[i2];
    if (!t2) return null;
    if (t2.text === "function") {
      i2++;
      if (tokens[i2]?.text === "*") i2++;
      const n = tokens[i2];
      return n && (n.kind === "id" || n.kind === "kw") && n.text !== "constructor" ? n.text : null;
    }
    if (t2.text === "*") {
      i2++;
      continue;
    }
    const next2 = tokens[i2 + 1];
    if ((t2.kind === "kw" || t2.kind === "id") && NAME_MODIFIERS.has(t2.text) && next2 && next2.text !== "(" && next2.text !== "<" && next2.text !== "=>") {
      i2++;
      continue;
    }
    break;
  }
  const t = tokens[i2];
  const next = tokens[i2 + 1];
  if (!(t.kind === "id" || t.kind === "kw") || !next || next.text !== "(" && next.text !== "<" && next.text !== "?") return null;
  let depth = 0;
  for (let j = i2 + 1; j < tokens.length; j++) {
    const x = tokens[j].text;
    if (x === "(" || x === "[" || x === "<") depth++;
    else if (x === ")" || x === "]" || x === ">") depth--;
    else if (depth <= 0 && x === "{") break;
    else if (depth <= 0 && x === "=>") return null;
  }
  return t.text === "constructor" ? null : t.text;
}
function nameFeatures(name3, wholeWeight) {
  const m = /* @__PURE__ */ new Map();
  if (wholeWeight > 0) m.set(`=${name3.toLowerCase()}`, wholeWeight);
  for (const sub of identifierSubtokens(name3)) m.set(sub, (m.get(sub) ?? 0) + 1);
  return m;
}
var HashModel = class {
  header;
  dimensions;
  keywords;
  weights;
  projection;
  bodyDims;
  head;
  hiddenAcc;
  channelAcc;
  totalAcc;
  /** Per-bucket "already listed" stamps (channel, total), so a bucket that sums to 0 is never listed twice. */
  channelMark;
  totalMark;
  stamp = 0;
  constructor(data) {
    this.header = data.header;
    this.dimensions = data.header.dimensions;
    this.keywords = new Set(data.header.keywords);
    this.weights = data.bucketWeights;
    this.projection = data.projection;
    this.bodyDims = bodyDimensions(data.header);
    this.head = data.head ?? null;
    this.hiddenAcc = new Float64Array(this.head?.hidden ?? 0);
    this.channelAcc = new Float64Array(data.header.buckets);
    this.totalAcc = new Float64Array(data.header.buckets);
    this.channelMark = new Uint32Array(data.header.buckets);
    this.totalMark = new Uint32Array(data.header.buckets);
  }
  nextStamp() {
    if (this.stamp >= 4294967280) {
      this.stamp = 0;
      this.channelMark.fill(0);
      this.totalMark.fill(0);
    }
    return ++this.stamp;
  }
  tokenize(text) {
    return tokenize(text, this.keywords, this.header.max_tokens);
  }
  /** Tokens of `text` with the function's own name hidden (seen as a placeholder identifier) when the model has a name or lexical part. */
  analyze(text) {
    const h = this.header;
    const { tokens: raw, truncated } = this.tokenize(text);
    if (!h.name && !h.lexical) return { tokens: raw, name: null, truncated };
    const name3 = ownName(raw);
    if (name3 === null) return { tokens: raw, name: name3, truncated };
    return { tokens: raw.map((t) => (t.kind === "id" || t.kind === "kw") && t.text === name3 ? { kind: "id", text: "" } : t), name: name3, truncated };
  }
  /**
   * The weighted, per-channel normalized hashed features of `text`: the
   * projection's input. With a name or lexical part, the function's own name
   * is hidden from the body channels (seen as a placeholder identifier).
   */
  features(text) {
    return this.sparse(this.analyze(text));
  }
  sparse({ tokens, name: name3, truncated }) {
    const h = this.header;
    const abstracted = tokens.map(abstractToken);
    const mask = h.buckets - 1;
    const seed = h.hash.seed >>> 0;
    const acc = this.channelAcc;
    const total = this.totalAcc;
    const touchedTotal = [];
    const totalStamp = this.nextStamp();
    for (const channel of h.channels) {
      if (channel.weight === 0) continue;
      const counts = channelFeatures(channel, tokens, abstracted);
      const touched = [];
      const channelStamp = this.nextStamp();
      const hash = channelHasher(seed, channel.name);
      for (const [feature, count] of counts) {
        const code = hash(feature);
        const bucket = code & mask;
        const sign = h.hash.signed && code >>> 31 ? -1 : 1;
        const tf = h.tf === "log1p" ? 1 + Math.log(count) : count;
        if (this.channelMark[bucket] !== channelStamp) {
          this.channelMark[bucket] = channelStamp;
          touched.push(bucket);
        }
        acc[bucket] = acc[bucket] + sign * tf * this.weights[bucket];
      }
      let norm = 0;
      for (const b of touched) norm += acc[b] * acc[b];
      norm = Math.sqrt(norm);
      const scale = norm > 0 ? channel.weight / norm : 0;
      for (const b of touched) {
        if (scale !== 0 && acc[b] !== 0) {
          if (this.totalMark[b] !== totalStamp) {
            this.totalMark[b] = totalStamp;
            touchedTotal.push(b);
          }
          total[b] = total[b] + acc[b] * scale;
        }
        acc[b] = 0;
      }
    }
    const values = new Array(touchedTotal.length);
    for (let i2 = 0; i2 < touchedTotal.length; i2++) {
      const b = touchedTotal[i2];
      values[i2] = total[b];
      total[b] = 0;
    }
    return { buckets: touchedTotal, values, name: name3, tokens: tokens.length, truncated };
  }
  applyHead(z, norm) {
    return applyResidualHead(this.head, z, norm, this.hiddenAcc);
  }
  /** The lexical part (format v4) of name-hidden `tokens`: a unit vector, or null without free identifiers. */
  lexicalPart(tokens) {
    const spec = this.header.lexical;
    const counts = /* @__PURE__ */ new Map();
    for (const name3 of freeIdentifiers(tokens)) for (const sub of identifierSubtokens(name3)) counts.set(sub, (counts.get(sub) ?? 0) + 1);
    const seed = this.header.hash.seed >>> 0;
    const mask = this.header.buckets - 1;
    const weighted = [...counts].map(([sub, count]) => {
      const idf = this.weights[hashFeature(seed, `${spec.channel}\u241F${sub}`) & mask];
      return [sub, (this.header.tf === "log1p" ? 1 + Math.log(count) : count) * idf];
    });
    return signedHashUnit(weighted, spec.dimensions, spec.hash_seed);
  }
  /** The name part of a named function: a unit vector, or null. */
  namePart(name3) {
    const spec = this.header.name;
    if (!spec || spec.dimensions === 0 || spec.weight === 0 || name3 === null) return null;
    return signedHashUnit(nameFeatures(name3, spec.whole_weight), spec.dimensions, spec.hash_seed);
  }
  embed(text) {
    const analyzed = this.analyze(text);
    const f = this.sparse(analyzed);
    const d = this.bodyDims;
    const out2 = new Float64Array(d);
    const p = this.projection;
    const d4 = d - d % 4;
    for (let i2 = 0; i2 < f.buckets.length; i2++) {
      const v = f.values[i2];
      if (v === 0) continue;
      const row2 = f.buckets[i2] * d;
      let k = 0;
      for (; k < d4; k += 4) {
        const r = row2 + k;
        out2[k] = out2[k] + v * p[r];
        out2[k + 1] = out2[k + 1] + v * p[r + 1];
        out2[k + 2] = out2[k + 2] + v * p[r + 2];
        out2[k + 3] = out2[k + 3] + v * p[r + 3];
      }
      for (; k < d; k++) out2[k] = out2[k] + v * p[row2 + k];
    }
    let norm = 0;
    for (let k = 0; k < d; k++) norm += out2[k] * out2[k];
    norm = Math.sqrt(norm);
    if (this.head && norm > 0) norm = this.applyHead(out2, norm);
    const vector = new Float32Array(this.dimensions);
    const lexSpec = this.header.lexical;
    const lexical = lexSpec ? this.lexicalPart(analyzed.tokens) : null;
    const named = this.namePart(f.name);
    const wLex = lexical ? lexSpec.weight : 0;
    const wName = named ? this.header.name.weight : 0;
    const total = 1 - (lexSpec?.weight ?? 0) - (this.header.name?.weight ?? 0) + wLex + wName;
    const bodyWeight = Math.sqrt((total - wLex - wName) / total);
    if (!(norm > 0)) vector[0] = bodyWeight;
    else for (let k = 0; k < d; k++) vector[k] = out2[k] / norm * bodyWeight;
    if (lexical) {
      const lw = Math.sqrt(wLex / total);
      for (let k = 0; k < lexSpec.dimensions; k++) vector[d + k] = lexical[k] * lw;
    }
    if (named) {
      const nw = Math.sqrt(wName / total);
      const o = d + (lexSpec?.dimensions ?? 0);
      for (let k = 0; k < named.length; k++) vector[o + k] = named[k] * nw;
    }
    return { vector, truncated: f.truncated, tokens: f.tokens };
  }
};
function signedHashUnit(features, dims, seed) {
  const v = new Float64Array(dims);
  for (const [feature, w] of features) {
    const code = hashFeature(seed >>> 0, feature);
    v[code % dims] = v[code % dims] + (code >>> 31 ? -w : w);
  }
  let n = 0;
  for (let k = 0; k < dims; k++) n += v[k] * v[k];
  n = Math.sqrt(n);
  if (!(n > 0)) return null;
  for (let k = 0; k < dims; k++) v[k] = v[k] / n;
  return v;
}
function applyResidualHead(head, z, norm, hidden) {
  const d = z.length;
  const h = head.hidden;
  const inv = 1 / norm;
  for (let k = 0; k < d; k++) z[k] = z[k] * inv;
  for (let j = 0; j < h; j++) {
    let a = head.bias[j];
    const o = j * d;
    for (let k = 0; k < d; k++) a += head.w_in[o + k] * z[k];
    hidden[j] = a > 0 ? a : 0;
  }
  let n = 0;
  for (let k = 0; k < d; k++) {
    let y = z[k];
    const o = k * h;
    for (let j = 0; j < h; j++) y += head.w_out[o + j] * hidden[j];
    z[k] = y;
    n += y * y;
  }
  return Math.sqrt(n);
}

// src/embedding/canonical-json.ts
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const obj = value;
    return `{${Object.keys(obj).sort().filter((k) => obj[k] !== void 0).map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

// src/embedding/model-store.ts
var ModelUnavailableError = class extends Error {
  name = "ModelUnavailableError";
};
var MODEL_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
function defaultModelId(modelsDir) {
  try {
    const doc = JSON.parse(readFileSync(join4(modelsDir, "default.json"), "utf8"));
    if (typeof doc.default_model === "string") return doc.default_model;
  } catch (err2) {
    throw new ModelUnavailableError(`cannot read ${join4(modelsDir, "default.json")}: ${err2.message}`);
  }
  throw new ModelUnavailableError(`${join4(modelsDir, "default.json")} names no default_model`);
}
function parameterSha256(params, header2) {
  const { arrays: _arrays, ...featureConfig } = header2;
  return sha256Hex(canonicalJson({
    dtype: params.dtype,
    pooling: params.pooling,
    normalized: params.normalized,
    batch_size: params.batch_size,
    max_tokens: params.max_tokens,
    model: featureConfig
  }));
}
function readModel(modelsDir, modelId, parse) {
  const id = modelId ?? defaultModelId(modelsDir);
  if (!MODEL_ID.test(id)) throw new ModelUnavailableError(`invalid model id ${JSON.stringify(id)}`);
  const dir = join4(modelsDir, id);
  let card;
  try {
    card = JSON.parse(readFileSync(join4(dir, "model.json"), "utf8"));
  } catch (err2) {
    throw new ModelUnavailableError(`model ${id}: cannot read model.json: ${err2.message}`);
  }
  if (card.model_id !== id) throw new ModelUnavailableError(`model ${id}: model.json names ${String(card.model_id)}`);
  let bytes;
  try {
    bytes = readFileSync(join4(dir, card.artifact ?? "model.bin"));
  } catch (err2) {
    throw new ModelUnavailableError(`model ${id}: cannot read the artifact: ${err2.message}`);
  }
  const digest = sha256Hex(bytes);
  if (digest !== card.artifact_sha256) {
    throw new ModelUnavailableError(`model ${id}: artifact sha256 ${digest} does not match model.json (${String(card.artifact_sha256)}); refusing to load it`);
  }
  let h;
  try {
    h = parse(bytes);
  } catch (err2) {
    throw new ModelUnavailableError(`model ${id}: ${err2 instanceof ModelFormatError ? err2.message : String(err2)}`);
  }
  if (h.model_id !== id || h.dimensions !== card.dimensions || h.max_tokens !== card.parameters.max_tokens) {
    throw new ModelUnavailableError(`model ${id}: model.json disagrees with the artifact header (id, dimensions or max_tokens)`);
  }
  const params = {
    dtype: card.parameters.dtype,
    pooling: card.parameters.pooling,
    normalized: card.parameters.normalized,
    batch_size: card.parameters.batch_size,
    max_tokens: card.parameters.max_tokens
  };
  return {
    provenance: { model_id: card.model_id, revision: card.revision, artifact_sha256: card.artifact_sha256, license: card.license, dimensions: card.dimensions },
    parameters: { ...params, parameter_sha256: parameterSha256(params, h) },
    calibration: {
      default_threshold: card.calibration.default_threshold,
      bands: { moderate: card.calibration.bands.moderate, high: card.calibration.bands.high, very_high: card.calibration.bands.very_high }
    }
  };
}
function describeModel(modelsDir, modelId) {
  return readModel(modelsDir, modelId, (bytes) => parseModelHeader(bytes).header);
}
function loadModel(modelsDir, modelId) {
  let data;
  const description = readModel(modelsDir, modelId, (bytes) => (data = parseModel(bytes)).header);
  return { model: new HashModel(data), ...description };
}

// src/scan/provider-session.ts
function sameProvenance(a, b) {
  return JSON.stringify([a.provider, a.model, a.parameters, a.embedding_semantics_version]) === JSON.stringify([b.provider, b.model, b.parameters, b.embedding_semantics_version]);
}
function launchCompanion(ctx) {
  const companion = ctx.options.companion ?? {};
  return startCompanion({
    command: companion.command,
    expectedVersion: companion.version,
    model: companion.model,
    timeoutMs: Math.max(1e3, Math.min(6e4, ctx.deadline - Date.now())),
    logger: ctx.logger
  });
}
function isBundled(options) {
  const companion = options.companion ?? {};
  return !companion.command && (companion.version === void 0 || companion.version === COMPANION_VERSION);
}
var CompanionPrelaunch = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  launched = null;
  /** Start it now (once). Only the bundled companion is started ahead: a custom one starts with the session. */
  start() {
    if (this.launched || !isBundled(this.ctx.options)) return;
    this.launched = launchCompanion(this.ctx);
    this.launched.catch(() => {
    });
  }
  /** The started companion, handed over once: whoever takes it owns it. */
  take() {
    const launched = this.launched;
    this.launched = null;
    return launched;
  }
  async close() {
    await this.take()?.then((p) => p.close(), () => {
    }).catch(() => {
    });
  }
};
async function openProviderSession(ctx, prelaunch) {
  const { options, acc, logger } = ctx;
  const companion = options.companion ?? {};
  let started = null;
  const running = [];
  const launch = () => (prelaunch?.take() ?? launchCompanion(ctx)).then((p) => {
    running.push(p);
    return p;
  });
  const start2 = async (assumed) => {
    let first;
    try {
      first = await launch();
    } catch (err2) {
      const code = err2.code ?? DiagnosticCode.CompanionStartFailed;
      acc.diagnostic({ domain: "provider", code, message: `embedding companion unavailable: ${errorMessage(err2)}`.slice(0, 1e3), path: null });
      logger.warning(`embedding companion unavailable: ${errorMessage(err2)}`);
      return null;
    }
    if (assumed && !sameProvenance(assumed, first.info)) {
      acc.diagnostic({
        domain: "provider",
        code: DiagnosticCode.CompanionRefused,
        message: `the companion reported model ${first.info.model.model_id}@${first.info.model.revision} (${first.info.model.artifact_sha256.slice(0, 12)}), not the bundled ${assumed.model.model_id}@${assumed.model.revision}; its vectors are not used`,
        path: null
      });
      await first.close().catch(() => {
      });
      return null;
    }
    return first;
  };
  const more = async (count) => {
    const first = await (started ??= start2(known));
    if (!first || count <= 0) return [];
    const settled = await Promise.allSettled(Array.from({ length: count }, launch));
    const out2 = [];
    for (const r of settled) {
      if (r.status === "rejected") logger.debug(`an extra embedding companion did not start: ${errorMessage(r.reason)}`);
      else if (!sameProvenance(first.info, r.value.info)) {
        logger.debug("an extra embedding companion reported another model; not used");
        await r.value.close().catch(() => {
        });
      } else out2.push(r.value);
    }
    return out2;
  };
  const bundled = isBundled(options);
  let info2 = null;
  if (bundled) {
    try {
      info2 = describeCompanion(describeModel(assetPaths().modelsDir, companion.model ?? null));
    } catch (err2) {
      logger.debug(`bundled model not loadable in-process (${errorMessage(err2)}); starting the companion to find out`);
    }
  }
  if (!info2) {
    started = start2(null);
    info2 = (await started)?.info ?? null;
  }
  const known = info2;
  return {
    info: known,
    provider: () => started ??= start2(known),
    more,
    bundled,
    close: async () => {
      await prelaunch?.close();
      await Promise.all(running.map((p) => p.close().catch(() => {
      })));
    }
  };
}

// src/scan/run.ts
async function runScan(options) {
  const logger = options.logger ?? silentLogger;
  const started = Date.now();
  const deadline = started + options.limits.timeout_ms;
  const acc = new RunAccounting();
  logger.info("discovery: listing tracked files");
  const discovery = await discover({
    root: options.root,
    scope: options.scope,
    include: options.include,
    exclude: options.exclude,
    workspace: options.workspace,
    maxFiles: options.limits.max_files
  });
  acc.addSkips("discovery", discovery.skips);
  discovery.diagnostics.forEach((d) => acc.diagnostic(d));
  acc.phase(
    "discovery",
    (discovery.skips["input-limit"] ?? 0) > 0 ? "partial" : "complete",
    discovery.files.length,
    discovery.tracked,
    (discovery.skips["input-limit"] ?? 0) > 0 ? "file admission limit reached (max_files or file size)" : null
  );
  logger.info(`extraction: ${discovery.files.length} files`);
  const ctx = { options, deadline, acc, logger };
  const prelaunch = new CompanionPrelaunch(ctx);
  let corpus;
  try {
    corpus = await extractCorpus(discovery, ctx, () => prelaunch.start());
  } catch (err2) {
    await prelaunch.close();
    throw err2;
  }
  const session = await openProviderSession(ctx, prelaunch);
  const info2 = session.info;
  try {
    const generation = info2 ? generationFor(info2, options, discovery.scope) : fallbackGeneration(options, discovery.scope);
    const threshold = generation.threshold;
    const embedded = await embedFunctions(corpus.functions, corpus.inScope, info2 ? session : null, generation, ctx, corpus.hydrate);
    const bands = info2?.calibration.bands ?? { moderate: threshold, high: 1, very_high: 1 };
    const candidates = await compareFunctions(corpus.functions, embedded, corpus.inScope, generation, bands, ctx);
    acc.phase("enrichment", "skipped", 0, null, "enrichment is built per candidate by `similar-code inspect`");
    const envelope = {
      schema_version: "1",
      generation,
      candidates,
      completion: acc.completion(options.limits, embedded.cacheSummary, embedded.inferenceMs),
      diagnostics: acc.diagnostics()
    };
    if (options.context) {
      envelope.context = {
        ...options.context,
        head_sha: options.context.head_sha ?? discovery.headSha,
        base_sha: options.context.base_sha ?? discovery.baseSha
      };
    }
    logger.info(`done: ${candidates.length} candidates, ${envelope.completion.status}, ${Date.now() - started} ms`);
    return { envelope };
  } finally {
    await session.close();
  }
}
function generationFor(info2, options, scope) {
  return {
    extraction_semantics_version: EXTRACTION_SEMANTICS_VERSION,
    embedding_semantics_version: info2.embedding_semantics_version,
    provider: { ...info2.provider },
    model: { ...info2.model },
    parameters: { ...info2.parameters, batch_size: Math.min(info2.parameters.batch_size, options.limits.max_batch_size) },
    scope: { active: scope.active, paths: [...scope.paths] },
    threshold: options.threshold ?? info2.calibration.default_threshold,
    min_lines: options.minLines
  };
}
function fallbackGeneration(options, scope) {
  return {
    extraction_semantics_version: EXTRACTION_SEMANTICS_VERSION,
    embedding_semantics_version: 0,
    provider: {
      provider: "official-local-companion",
      companion_version: options.companion?.version ?? "unavailable",
      protocol_version: 0,
      source_left_machine: false
    },
    model: { model_id: "unavailable", revision: "unavailable", artifact_sha256: "", license: "unavailable", dimensions: 0 },
    parameters: { dtype: "unavailable", pooling: "unavailable", normalized: true, batch_size: 0, max_tokens: 0, parameter_sha256: "" },
    scope: { active: scope.active, paths: [...scope.paths] },
    threshold: options.threshold ?? 1,
    min_lines: options.minLines
  };
}

// src/scan/options.ts
var DEFAULT_MIN_LINES = 5;
var DEFAULT_LIMITS = {
  max_files: 5e4,
  max_functions: 2e5,
  max_source_bytes: 256 * 1024 * 1024,
  max_function_bytes: 64 * 1024,
  max_batch_size: 256,
  max_vector_bytes: 512 * 1024 * 1024,
  max_comparisons: 2e9,
  max_candidates: 1e3,
  max_neighbors_per_function: 5,
  timeout_ms: 6e5
};
var DEFAULT_CACHE_DIR = ".similar-code/cache";

// src/report/escape.ts
function oneLine(text) {
  return text.replace(/\r\n|[\r\n\u2028\u2029]/g, " ");
}
function escapeText(text) {
  return oneLine(text).replace(/[\\`*_[\]~|]/g, (ch) => `\\${ch}`).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function codeSpan(text, inTable = false) {
  let body3 = oneLine(text);
  if (inTable) body3 = body3.replace(/\|/g, "\\|");
  if (body3 === "") return "` `";
  const runs = body3.match(/`+/g) ?? [];
  const longest = runs.reduce((m, r) => Math.max(m, r.length), 0);
  const fence = "`".repeat(longest + 1);
  const pad = body3.startsWith("`") || body3.endsWith("`") || body3.startsWith(" ") && body3.endsWith(" ") ? " " : "";
  return `${fence}${pad}${body3}${pad}${fence}`;
}
function urlSegment(s) {
  return encodeURIComponent(s).replace(/[()'*!]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}
function urlPath(path) {
  return path.split("/").map(urlSegment).join("/");
}

// src/report/sides.ts
function orienter(envelope) {
  const scope = envelope.generation.scope;
  const inScope = scope.active ? new Set(scope.paths) : null;
  return (c) => {
    if (inScope) {
      const l = inScope.has(c.left.path);
      const r = inScope.has(c.right.path);
      if (r && !l) return { primary: c.right, related: c.left };
    }
    return { primary: c.left, related: c.right };
  };
}
function percent(similarity) {
  return `${(Math.round(similarity * 1e3) / 10).toFixed(1)}%`;
}

// src/report/markdown.ts
var COMMENT_MARKER = "<!-- similar-code:sticky-comment -->";
var JOB_SUMMARY_MAX_CHARS = 1048576;
var DEFAULT_MAX_ROWS = 50;
var MAX_DIAGNOSTICS_SHOWN = 20;
var MAX_MESSAGE_CHARS = 500;
var DEFAULT_SERVER_URL = "https://github.com";
var BANDS = ["very-high", "high", "moderate"];
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function byteLength(s) {
  return Buffer.byteLength(s, "utf8");
}
function linker(envelope, options) {
  const repository = options.repository !== void 0 ? options.repository : envelope.context?.repository ?? null;
  const ref = options.ref !== void 0 ? options.ref : envelope.context?.head_sha ?? null;
  if (!repository || !ref) return () => null;
  const server = (options.serverUrl ?? DEFAULT_SERVER_URL).replace(/\/+$/, "");
  const base = `${server}/${urlPath(repository)}/blob/${urlSegment(ref)}/`;
  return (loc) => `${base}${urlPath(loc.path)}#L${loc.start_line}-L${loc.end_line}`;
}
function locationCell(loc, link) {
  const name3 = codeSpan(loc.name, true);
  const where = codeSpan(`${loc.path}:${loc.start_line}`, true);
  const url = link(loc);
  return url ? `[${name3}](${url}) ${where}` : `${name3} ${where}`;
}
function row(index, c, orient, link) {
  const { primary, related } = orient(c);
  return `| ${index} | ${locationCell(primary, link)} | ${locationCell(related, link)} | ${percent(c.similarity)} | ${c.similarity_band} |`;
}
function verdictLine(envelope, dismissed) {
  const n = envelope.candidates.length;
  const parts2 = [];
  parts2.push(n > 0 ? `**${plural(n, "similar-function candidate")}** (unverified)` : "No similar-function candidates");
  if (dismissed > 0) parts2.push(`${dismissed} dismissed by review verdicts`);
  if (envelope.completion.status === "complete") parts2.push("scan complete");
  else parts2.push(n > 0 ? "scan partial: more candidates may exist" : "scan partial: results are not conclusive");
  return parts2.join(" \xB7 ");
}
function chart(envelope) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of envelope.candidates) counts.set(c.similarity_band, (counts.get(c.similarity_band) ?? 0) + 1);
  const lines = ["```mermaid", "pie showData title Candidates by similarity band"];
  for (const band of BANDS) {
    const count = counts.get(band) ?? 0;
    if (count > 0) lines.push(`    "${band}" : ${count}`);
  }
  lines.push("```");
  return lines.join("\n");
}
function clipMessage(text) {
  const chars = Array.from(text);
  return chars.length > MAX_MESSAGE_CHARS ? `${chars.slice(0, MAX_MESSAGE_CHARS - 1).join("")}\u2026` : text;
}
function diagnosticLines(envelope) {
  return envelope.diagnostics.slice(0, MAX_DIAGNOSTICS_SHOWN).map((d) => {
    const where = d.path ? ` ${codeSpan(d.path)}` : "";
    return `- ${codeSpan(d.domain)} ${codeSpan(d.code)}${where}: ${escapeText(clipMessage(d.message))}`;
  });
}
function scopeLine(envelope) {
  const scope = envelope.generation.scope;
  return scope.active ? `**Scope**: ${plural(scope.paths.length, "in-scope path")}, compared against the whole repository` : "**Scope**: full repository";
}
function details(envelope, diagLines) {
  const { completion } = envelope;
  const out2 = ["<details>", "<summary>What was scanned</summary>", "", scopeLine(envelope), ""];
  out2.push("| Phase | Status | Processed | Total | Reason |", "| --- | --- | ---: | ---: | --- |");
  for (const p of completion.phases) {
    out2.push(`| ${p.phase} | ${p.status} | ${p.processed} | ${p.total ?? "\u2013"} | ${p.reason ? escapeText(p.reason) : ""} |`);
  }
  out2.push("");
  if (completion.skips.length === 0) out2.push("**Skipped**: nothing");
  else {
    out2.push("**Skipped**", "", "| Phase | Reason | Count |", "| --- | --- | ---: |");
    for (const s of completion.skips) out2.push(`| ${s.phase} | ${s.reason} | ${s.count} |`);
  }
  out2.push("");
  const c = completion.cache;
  out2.push(
    `**Cache**: ${c.status} \xB7 ${plural(c.hits, "hit")} \xB7 ${plural(c.misses, "miss", "misses")} \xB7 ${plural(c.writes, "write")} \xB7 ${plural(c.invalid_entries, "invalid entry", "invalid entries")}`
  );
  out2.push("");
  const total = envelope.diagnostics.length;
  if (total === 0) out2.push("**Diagnostics**: none");
  else {
    out2.push(`**Diagnostics** (${total})`, "");
    out2.push(...diagLines);
    if (diagLines.length < total) out2.push(`- _${plural(total - diagLines.length, "more diagnostic")} not shown._`);
  }
  out2.push("", "</details>");
  return out2.join("\n");
}
function footer(envelope) {
  const g = envelope.generation;
  return `<sub>Model ${codeSpan(g.model.model_id)} \xB7 similarity threshold ${percent(g.threshold)} \xB7 candidates are unverified: compare both sides before merging or reusing.</sub>`;
}
var LAYOUTS = [
  { chart: true, details: true, footer: true },
  { chart: false, details: true, footer: true },
  { chart: false, details: false, footer: true },
  { chart: false, details: false, footer: false }
];
function toMarkdown(envelope, options) {
  const maxChars = Math.max(0, Math.floor(options.maxChars));
  const n = envelope.candidates.length;
  const rowCap = Math.max(0, Math.min(n, Math.floor(options.maxRows)));
  const orient = orienter(envelope);
  const link = linker(envelope, options);
  const rows = envelope.candidates.slice(0, rowCap).map((c, i2) => row(i2 + 1, c, orient, link));
  const allDiagLines = diagnosticLines(envelope);
  const head = [];
  if (options.marker) head.push(COMMENT_MARKER);
  head.push("## Similar code", "", verdictLine(envelope, options.dismissed ?? 0));
  const headText = head.join("\n");
  const chartText = n > 0 ? chart(envelope) : "";
  const footerText = footer(envelope);
  const compose = (k, d, layout) => {
    const blocks = [headText];
    if (k > 0) {
      blocks.push(
        ["| # | Function | Similar to | Similarity | Band |", "| ---: | --- | --- | ---: | --- |", ...rows.slice(0, k)].join("\n")
      );
    }
    if (k < n) blocks.push(`_${plural(n - k, "more candidate")} not shown._`);
    if (layout.chart && chartText) blocks.push(chartText);
    if (layout.details) blocks.push(details(envelope, allDiagLines.slice(0, d)));
    if (layout.footer) blocks.push(footerText);
    return `${blocks.join("\n\n")}
`;
  };
  const fits = (s) => byteLength(s) <= maxChars;
  for (const layout of LAYOUTS) {
    const dMax = layout.details ? allDiagLines.length : 0;
    let d = dMax;
    while (d > 0 && !fits(compose(0, d, layout))) d--;
    if (!fits(compose(0, d, layout))) continue;
    const all = compose(rowCap, d, layout);
    if (fits(all)) return all;
    let lo = 0;
    let hi = rowCap - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(compose(mid, d, layout))) lo = mid;
      else hi = mid - 1;
    }
    return compose(lo, d, layout);
  }
  const minimal = compose(0, 0, LAYOUTS[LAYOUTS.length - 1]);
  let out2 = "";
  for (const line of minimal.split("\n")) {
    const next = `${out2}${line}
`;
    if (!fits(next)) break;
    out2 = next;
  }
  return out2;
}

// src/report/suppressions.ts
var DISMISSING_VERDICTS = /* @__PURE__ */ new Set(["intentional", "false-positive"]);
function isDismissingVerdict(verdict) {
  return DISMISSING_VERDICTS.has(verdict);
}
function dismissals(verdicts) {
  const latest = /* @__PURE__ */ new Map();
  for (const v of verdicts) latest.set(v.review_key, v);
  const out2 = /* @__PURE__ */ new Map();
  for (const [key, v] of latest) {
    if (!isDismissingVerdict(v.verdict)) continue;
    const by = v.author ? ` (${v.author})` : "";
    const note = v.note?.trim() ? `: ${v.note.trim()}` : "";
    out2.set(key, { verdict: v.verdict, justification: `Review verdict ${v.verdict}${by}${note}` });
  }
  return out2;
}
function withoutDismissed(envelope, suppressions) {
  const kept = envelope.candidates.filter((c) => {
    const s = suppressions.get(c.review_key);
    return !(s && isDismissingVerdict(s.verdict));
  });
  return { envelope: { ...envelope, candidates: kept }, dismissed: envelope.candidates.length - kept.length };
}

// src/report/sarif.ts
var SARIF_SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var RULE_ID = "similar-code/similar-function";
var TOOL_NAME = "similar-code";
var DEFAULT_INFORMATION_URI = "https://github.com/similar-code/similar-code";
var FINGERPRINT_KEY = "similarCodeReviewKey/v1";
var SRCROOT = "%SRCROOT%";
var MAX_SARIF_RESULTS = 25e3;
var MAX_SARIF_NOTIFICATIONS = 1e3;
var SARIF_CATEGORY = { pr: "similar-code/pr/", full: "similar-code/full/" };
function sarifCategory(envelope) {
  const scoped = envelope.context ? envelope.context.mode === "scoped" : envelope.generation.scope.active;
  return scoped ? SARIF_CATEGORY.pr : SARIF_CATEGORY.full;
}
function pathToUri(path) {
  return encodeURI(path).replace(/#/g, "%23").replace(/\?/g, "%3F");
}
function escapeMessage(text) {
  return text.replace(/[\\[\]]/g, (ch) => `\\${ch}`);
}
function region(loc) {
  return {
    startLine: loc.start_line,
    startColumn: loc.start_column,
    endLine: loc.end_line,
    // Ours is one-based inclusive; SARIF's endColumn is exclusive.
    endColumn: loc.end_column + 1
  };
}
function sarifLocation(loc, id, message) {
  const out2 = {};
  if (id !== void 0) out2.id = id;
  out2.physicalLocation = {
    artifactLocation: { uri: pathToUri(loc.path), uriBaseId: SRCROOT },
    region: region(loc)
  };
  out2.logicalLocations = [{ name: loc.name, kind: "function" }];
  if (message !== void 0) out2.message = { text: message };
  return out2;
}
function rule(helpUri) {
  const r = {
    id: RULE_ID,
    name: "SimilarFunction",
    shortDescription: { text: "Semantically similar function" },
    fullDescription: {
      text: "This function is semantically similar to another function in the repository: a possible copy, near-copy or re-implementation of existing logic. Candidates come from local embedding similarity and are unverified: compare both functions before reusing or merging them."
    },
    help: {
      text: "Compare the two functions. If they do the same thing, reuse or merge one of them; if the similarity is intentional or a false positive, record a review verdict (intentional or false-positive) for the candidate review_key so it is suppressed in later runs.",
      markdown: "Compare the two functions. If they do the same thing, reuse or merge one of them. If the similarity is intentional or a false positive, record a review verdict (`intentional` or `false-positive`) for the candidate `review_key` so it is suppressed in later runs."
    }
  };
  if (helpUri) r.helpUri = helpUri;
  r.defaultConfiguration = { level: "note" };
  r.properties = { tags: ["maintainability", "duplicate-code"], precision: "medium", "problem.severity": "recommendation" };
  return r;
}
function resultFor(c, orient, suppressions) {
  const { primary, related } = orient(c);
  const text = `\`${escapeMessage(primary.name)}\` is ${percent(c.similarity)} similar to [${escapeMessage(`${related.name} in ${related.path}:${related.start_line}`)}](1) (${c.similarity_band} band, unverified candidate).`;
  const result = {
    ruleId: RULE_ID,
    ruleIndex: 0,
    level: "note",
    message: { text },
    locations: [sarifLocation(primary)],
    relatedLocations: [sarifLocation(related, 1, `${escapeMessage(related.name)} (similar function)`)],
    partialFingerprints: { [FINGERPRINT_KEY]: c.review_key }
  };
  const s = suppressions?.get(c.review_key);
  if (s && isDismissingVerdict(s.verdict)) {
    result.suppressions = [
      { kind: "external", status: "accepted", justification: s.justification.trim() || `Review verdict ${s.verdict}` }
    ];
  }
  result.properties = {
    review_key: c.review_key,
    candidate_id: c.candidate_id,
    similarity: c.similarity,
    similarity_band: c.similarity_band,
    verification_status: c.verification_status
  };
  return result;
}
var WARNING_CODES = /* @__PURE__ */ new Set(["limit-reached", "timeout", "provider-timeout", "invalid-vectors"]);
function notificationLevel(d) {
  return d.domain === "provider" || WARNING_CODES.has(d.code) ? "warning" : "note";
}
function notification(d) {
  const n = {
    descriptor: { id: d.code },
    level: notificationLevel(d),
    message: { text: d.path ? `${d.message} (${d.path})` : d.message }
  };
  if (d.path) n.locations = [{ physicalLocation: { artifactLocation: { uri: pathToUri(d.path), uriBaseId: SRCROOT } } }];
  n.properties = { domain: d.domain };
  return n;
}
function notifications(envelope, omitted2) {
  const out2 = [];
  if (envelope.completion.status === "partial") {
    const unfinished = envelope.completion.phases.filter((p) => p.status !== "complete").map((p) => `${p.phase} ${p.status}${p.reason ? ` (${p.reason})` : ""}`);
    out2.push({
      descriptor: { id: "scan-partial" },
      level: "warning",
      message: {
        text: "The scan is partial: limits, timeouts or provider failures cut work, so more candidates may exist" + (unfinished.length ? `: ${unfinished.join("; ")}.` : ".")
      }
    });
  }
  if (omitted2 > 0) {
    out2.push({
      descriptor: { id: "results-omitted" },
      level: "warning",
      message: { text: `${omitted2} more candidates were omitted to stay within the code scanning limit of results per run.` }
    });
  }
  const diags = envelope.diagnostics;
  for (const d of diags.slice(0, MAX_SARIF_NOTIFICATIONS)) out2.push(notification(d));
  if (diags.length > MAX_SARIF_NOTIFICATIONS) {
    out2.push({
      descriptor: { id: "diagnostics-omitted" },
      level: "note",
      message: { text: `${diags.length - MAX_SARIF_NOTIFICATIONS} more diagnostics not shown; see the JSON envelope.` }
    });
  }
  return out2;
}
function toSarif(envelope, options) {
  const max = Math.max(0, Math.floor(options.maxResults ?? MAX_SARIF_RESULTS));
  const shown = envelope.candidates.slice(0, max);
  const omitted2 = envelope.candidates.length - shown.length;
  const orient = orienter(envelope);
  const results = shown.map((c) => resultFor(c, orient, options.suppressions));
  const driver = {
    name: TOOL_NAME,
    version: options.toolVersion,
    semanticVersion: options.toolVersion,
    informationUri: options.informationUri ?? DEFAULT_INFORMATION_URI,
    rules: [rule(options.helpUri)]
  };
  const { generation, completion } = envelope;
  const run2 = {
    tool: { driver },
    automationDetails: { id: options.category },
    invocations: [
      {
        // A scan that found candidates, or stopped short, still succeeded: this tool never gates.
        executionSuccessful: true,
        toolExecutionNotifications: notifications(envelope, omitted2)
      }
    ],
    results,
    properties: {
      completion_status: completion.status,
      candidate_count: envelope.candidates.length,
      omitted_results: omitted2,
      model_id: generation.model.model_id,
      model_revision: generation.model.revision,
      threshold: generation.threshold,
      scope_active: generation.scope.active
    }
  };
  return { $schema: SARIF_SCHEMA_URI, version: "2.1.0", runs: [run2] };
}

// src/report/format.ts
var OUTPUT_FORMATS = ["json", "sarif", "markdown"];
function render(envelope, format, opts) {
  switch (format) {
    case "json":
      return toJson(envelope);
    case "sarif":
      return toJson(
        toSarif(envelope, { category: sarifCategory(envelope), ...opts.sarif, toolVersion: opts.sarif?.toolVersion ?? opts.toolVersion })
      );
    case "markdown":
      return toMarkdown(envelope, { maxRows: DEFAULT_MAX_ROWS, maxChars: JOB_SUMMARY_MAX_CHARS, ...opts.markdown });
  }
}

// src/cli/io.ts
import { resolve as resolve7 } from "node:path";

// src/util/safe-write.ts
import { randomBytes } from "node:crypto";
import { promises as fs2, constants as fsc } from "node:fs";
import { basename, dirname as dirname2, join as join5, resolve as resolve6 } from "node:path";
async function lstatOrNull(path) {
  try {
    return await fs2.lstat(path);
  } catch (err2) {
    if (err2.code === "ENOENT") return null;
    throw err2;
  }
}
function describeExisting(stat3) {
  if (stat3.isSymbolicLink()) return "a symbolic link";
  if (stat3.isDirectory()) return "a directory";
  return "an existing file";
}
async function writeTemp(target, data) {
  const dir = dirname2(target);
  const parent = await lstatOrNull(dir);
  if (!parent) throw new UserError(`cannot write ${target}: directory ${dir} does not exist`);
  const temp = join5(dir, `.${basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  let handle2;
  try {
    handle2 = await fs2.open(temp, fsc.O_WRONLY | fsc.O_CREAT | fsc.O_EXCL, 438);
  } catch (err2) {
    throw new UserError(`cannot write ${target}: ${errorMessage(err2)}`);
  }
  try {
    await handle2.writeFile(data);
    await handle2.sync();
  } catch (err2) {
    await handle2.close().catch(() => void 0);
    await fs2.unlink(temp).catch(() => void 0);
    throw new UserError(`cannot write ${target}: ${errorMessage(err2)}`);
  }
  await handle2.close();
  return temp;
}
function toBuffer(content) {
  return typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content);
}
async function writeNewFile(path, content) {
  const target = resolve6(path);
  const existing = await lstatOrNull(target);
  if (existing) throw new UserError(`refusing to overwrite ${path}: it is ${describeExisting(existing)}`);
  const data = toBuffer(content);
  const temp = await writeTemp(target, data);
  try {
    try {
      await fs2.link(temp, target);
    } catch (err2) {
      const code = err2.code;
      if (code === "EEXIST") {
        const now2 = await lstatOrNull(target);
        throw new UserError(`refusing to overwrite ${path}: it is ${now2 ? describeExisting(now2) : "an existing file"}`);
      }
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw err2;
      const now = await lstatOrNull(target);
      if (now) throw new UserError(`refusing to overwrite ${path}: it is ${describeExisting(now)}`);
      await fs2.rename(temp, target);
    }
  } finally {
    await fs2.unlink(temp).catch(() => void 0);
  }
  return { path: target, bytes: data.length };
}
async function writeFileForce(path, content) {
  const target = resolve6(path);
  const existing = await lstatOrNull(target);
  if (existing?.isDirectory()) throw new UserError(`cannot write ${path}: it is a directory`);
  const data = toBuffer(content);
  const temp = await writeTemp(target, data);
  try {
    await fs2.rename(temp, target);
  } catch (err2) {
    await fs2.unlink(temp).catch(() => void 0);
    throw new UserError(`cannot write ${path}: ${errorMessage(err2)}`);
  }
  return { path: target, bytes: data.length };
}

// src/cli/io.ts
async function emit(content, output, force) {
  if (!output) {
    process.stdout.write(content);
    return;
  }
  const path = resolve7(output);
  try {
    await (force ? writeFileForce(path, content) : writeNewFile(path, content));
  } catch (err2) {
    if (err2 instanceof UserError && !force && /refusing to overwrite/.test(err2.message)) {
      throw new UserError(`${err2.message} (pass --force to overwrite it)`);
    }
    throw err2 instanceof UserError ? err2 : new UserError(`cannot write ${output}: ${errorMessage(err2)}`);
  }
}
function stderrLogger(opts) {
  const showInfo = !opts.quiet && (opts.verbose || process.stderr.isTTY === true);
  return {
    debug: (m) => {
      if (opts.verbose) process.stderr.write(`similar-code: ${m}
`);
    },
    info: (m) => {
      if (showInfo) process.stderr.write(`similar-code: ${m}
`);
    },
    warning: (m) => {
      if (!opts.quiet) process.stderr.write(`similar-code: warning: ${m}
`);
    }
  };
}

// src/cli/options.ts
function parseCount(value) {
  const n = Number(value.replace(/_/g, ""));
  if (!/^\d[\d_]*$/.test(value) || !Number.isSafeInteger(n)) throw new InvalidArgumentError("expected a non-negative integer");
  return n;
}
function parseThreshold(value) {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < -1 || n > 1) throw new InvalidArgumentError("expected a cosine similarity between -1 and 1");
  return n;
}
var LIMIT_HELP = {
  max_files: "maximum source files admitted",
  max_functions: "maximum functions admitted",
  max_source_bytes: "maximum aggregate normalized source bytes",
  max_function_bytes: "maximum normalized bytes of one function",
  max_batch_size: "maximum embedding batch size",
  max_vector_bytes: "maximum vector bytes kept for comparison",
  max_comparisons: "maximum pair comparisons",
  max_candidates: "maximum candidates returned",
  max_neighbors_per_function: "maximum neighbours kept per function",
  timeout_ms: "end-to-end timeout in milliseconds"
};
var LIMIT_KEYS = Object.keys(DEFAULT_LIMITS);
function limitFlag(key) {
  return `--${key.replace(/_/g, "-")}`;
}
function limitProperty(key) {
  return key.replace(/_([a-z])/g, (_, c) => c.toUpperCase());
}
function limitOptions() {
  return LIMIT_KEYS.map(
    (key) => new Option(`${limitFlag(key)} <n>`, LIMIT_HELP[key]).argParser(parseCount).default(DEFAULT_LIMITS[key])
  );
}
function limitsFrom(opts) {
  return Object.fromEntries(LIMIT_KEYS.map((k) => [k, opts[limitProperty(k)] ?? DEFAULT_LIMITS[k]]));
}

// src/inspect/envelope.ts
import { promises as fs3 } from "node:fs";
async function readJsonDocument(path, what) {
  let text;
  try {
    text = await fs3.readFile(path, "utf8");
  } catch (err2) {
    throw new UserError(`cannot read ${what} ${path}: ${errorMessage(err2)}`);
  }
  try {
    return JSON.parse(text);
  } catch (err2) {
    throw new UserError(`${what} ${path} is not valid JSON: ${errorMessage(err2)}`);
  }
}
var InvalidDocumentError = class extends UserError {
  constructor(file, what, errors) {
    super(`${what} ${file} is invalid (${errors.length} error${errors.length === 1 ? "" : "s"}):
${formatSchemaErrors(errors, 50).replace(/^/gm, "  ")}`);
    this.file = file;
    this.what = what;
    this.errors = errors;
  }
};
async function loadEnvelope(path) {
  const doc = await readJsonDocument(path, "result");
  const r = validate("envelope", doc);
  if (!r.ok) throw new InvalidDocumentError(path, "result", r.errors);
  return doc;
}
function findCandidate(envelope, candidateId2, resultPath) {
  const found = envelope.candidates.find((c) => c.candidate_id === candidateId2);
  if (found) return found;
  const some = envelope.candidates.slice(0, 5).map((c) => `  ${c.candidate_id}  ${c.left.path}#${c.left.name} \u2194 ${c.right.path}#${c.right.name}`);
  throw new UserError(
    [
      `no candidate with id ${JSON.stringify(candidateId2)} in ${resultPath} (${envelope.candidates.length} candidates).`,
      'Candidate ids are the candidate_id fields of the result (e.g. `jq -r ".candidates[].candidate_id" RESULT.json`); they are also shown in the scan report and the PR comment.',
      ...some.length > 0 ? ["First candidates:", ...some] : []
    ].join("\n")
  );
}

// src/review/verdicts.ts
function parseVerdicts(doc, file) {
  const r = validate("verdicts", doc);
  if (!r.ok) throw new InvalidDocumentError(file, "verdicts", r.errors);
  return doc;
}
async function loadVerdicts(path) {
  return parseVerdicts(await readJsonDocument(path, "verdicts"), path);
}
function dismissingKeys(verdicts) {
  return dismissals(Array.isArray(verdicts) ? verdicts : verdicts.verdicts);
}

// src/cli/suppressions.ts
async function loadSuppressions(path) {
  return dismissingKeys(await loadVerdicts(path));
}

// src/cli/config.ts
import { readFile as readFile4 } from "node:fs/promises";
import { join as join6 } from "node:path";
var CONFIG_FILE = ".similar-code.json";
async function loadRepoConfig(root) {
  const path = join6(root, CONFIG_FILE);
  let text;
  try {
    text = await readFile4(path, "utf8");
  } catch (err2) {
    if (err2.code === "ENOENT") return {};
    throw new UserError(`cannot read ${path}: ${errorMessage(err2)}`);
  }
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (err2) {
    throw new UserError(`${path} is not valid JSON: ${errorMessage(err2)}`);
  }
  const result = validate("config", doc);
  if (!result.ok) throw new UserError(`invalid ${path}:
${formatSchemaErrors(result.errors)}`);
  return doc;
}

// src/cli/commands/scan.ts
function scopeFrom(flags2) {
  if (flags2.files && (flags2.base || flags2.head)) throw new UserError("--files cannot be combined with --base/--head");
  if (flags2.head && !flags2.base) throw new UserError("--head needs --base");
  if (flags2.base) return { kind: "git", base: flags2.base, head: flags2.head, hunks: flags2.hunks === true };
  if (flags2.hunks) throw new UserError("--hunks needs --base (diff-hunk scope compares against a revision)");
  if (flags2.files) return { kind: "files", files: flags2.files };
  return { kind: "full" };
}
function companionCommand(raw) {
  if (raw === void 0) return void 0;
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UserError('--companion-command must be a JSON array of strings, e.g. ["node","companion.js"]');
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((s) => typeof s === "string")) {
    throw new UserError("--companion-command must be a non-empty JSON array of strings");
  }
  return parsed;
}
function registerScan(program2, setExit) {
  const cmd = program2.command("scan").description(`Scan a git repository (tracked files) for similar functions. Settings may also come from ${CONFIG_FILE} at the repository root (flags win).`).argument("[path]", "repository to scan", ".").option("--files <paths...>", "scope: only these files (compared against the whole repository)").option("--base <rev>", "scope: files changed since the merge base of <rev> and --head").option("--head <rev>", "head revision for --base (default: HEAD)").option("--hunks", "with --base: only functions that overlap changed lines").option("--workspace <dir>", "scope: only functions under this directory (a monorepo package), compared against the whole repository").option("--include <globs...>", "only paths matching these globs").option("--exclude <globs...>", "leave out paths matching these globs").addOption(new Option("--format <format>", "output format").choices(OUTPUT_FORMATS).default("json")).option("-o, --output <file>", "write to a new file instead of stdout (never overwrites unless --force)").option("--force", "allow --output to overwrite an existing file").option("--threshold <cosine>", "minimum similarity (default: the model's calibrated threshold)", parseThreshold).option("--min-lines <n>", "minimum function length in lines", parseCount, DEFAULT_MIN_LINES).option("--cache-dir <dir>", `vector cache directory (default: <repo>/${DEFAULT_CACHE_DIR})`).option("--no-cache", "do not read or write the vector cache").option("--verdicts <file>", "verdict document: dismissed candidates are suppressed in SARIF and counted in markdown").option("--repository <owner/repo>", "for markdown links: the GitHub repository").option("--ref <sha>", "for markdown links: the commit to link to").option("--companion-version <version>", "exact companion version required (default: the bundled one)").addOption(new Option("--companion-command <json>", "advanced: command that starts the companion, as a JSON array").hideHelp()).option("-v, --verbose", "progress and debug lines on stderr").option("-q, --quiet", "no progress or warnings on stderr");
  for (const opt of limitOptions()) cmd.addOption(opt);
  cmd.action(async (path, flags2, command) => {
    const root = resolve8(path);
    const scope = scopeFrom(flags2);
    const config = await loadRepoConfig(root);
    const fromCli = (name3) => command.getOptionValueSource(name3) === "cli";
    const verdicts = flags2.verdicts ?? (config.verdicts ? resolve8(root, config.verdicts) : void 0);
    const suppressions = verdicts ? await loadSuppressions(verdicts) : void 0;
    const limits = limitsFrom(flags2);
    for (const [key, value] of Object.entries(config.limits ?? {})) {
      if (!fromCli(key.replace(/_([a-z])/g, (_, c) => c.toUpperCase()))) limits[key] = value;
    }
    const { envelope } = await runScan({
      root,
      scope,
      workspace: flags2.workspace,
      include: flags2.include ?? config.include,
      exclude: flags2.exclude ?? config.exclude,
      threshold: flags2.threshold ?? config.threshold,
      minLines: fromCli("minLines") ? flags2.minLines : config.min_lines ?? flags2.minLines,
      limits,
      cacheDir: flags2.cache ? resolve8(root, flags2.cacheDir ?? DEFAULT_CACHE_DIR) : null,
      companion: { version: flags2.companionVersion, command: companionCommand(flags2.companionCommand) },
      logger: stderrLogger({ verbose: flags2.verbose === true, quiet: flags2.quiet === true })
    });
    const shown = suppressions && flags2.format === "markdown" ? withoutDismissed(envelope, suppressions) : { envelope, dismissed: 0 };
    const text = render(shown.envelope, flags2.format, {
      toolVersion: SIMILAR_CODE_VERSION,
      sarif: suppressions ? { suppressions } : {},
      markdown: { repository: flags2.repository ?? null, ref: flags2.ref ?? null, dismissed: shown.dismissed }
    });
    await emit(text, flags2.output, flags2.force === true);
    setExit(0);
  });
}

// src/cli/commands/schema.ts
var SCHEMAS = { envelope: discovery_envelope_schema_default, snapshot: candidate_snapshot_schema_default, verdicts: verdicts_schema_default, config: config_schema_default, "companion-protocol": companion_protocol_schema_default };
function registerSchema(program2) {
  program2.command("schema").description("Print a JSON Schema: the discovery envelope (default), candidate snapshot, verdicts, repository config or companion protocol.").addArgument(new Argument("[name]").choices(Object.keys(SCHEMAS)).default("envelope")).action((name3) => {
    process.stdout.write(toJson(SCHEMAS[name3]));
  });
}

// src/companion/main.ts
import { createInterface as createInterface2 } from "node:readline";
function parseArgs(argv) {
  let modelsDir = process.env.SIMILAR_CODE_MODELS_DIR || "";
  let version = false;
  for (let i2 = 0; i2 < argv.length; i2++) {
    if (argv[i2] === "--models-dir") modelsDir = argv[++i2] ?? "";
    else if (argv[i2] === "--version") version = true;
  }
  return { modelsDir: modelsDir || assetPaths().modelsDir, version };
}
async function main(argv = process.argv.slice(2), io = process) {
  const args2 = parseArgs(argv);
  if (args2.version) {
    io.stdout.write(`${COMPANION_VERSION}
`);
    return 0;
  }
  const send = (m) => {
    io.stdout.write(`${JSON.stringify(m)}
`);
  };
  const fail2 = (id, code, message) => send({ type: "error", id, code, message });
  let session = null;
  const hello = (m) => {
    const common = m.protocol_versions.filter((v) => SUPPORTED_PROTOCOL_VERSIONS.includes(v));
    if (common.length === 0) {
      fail2(null, ProtocolErrorCode.UnsupportedProtocolVersion, `no common protocol version: client speaks [${m.protocol_versions.join(", ")}], companion ${COMPANION_VERSION} speaks [${SUPPORTED_PROTOCOL_VERSIONS.join(", ")}]`);
      return;
    }
    let loaded;
    try {
      loaded = session && (m.model === null || m.model === session.loaded.provenance.model_id) ? session.loaded : loadModel(args2.modelsDir, m.model);
    } catch (err2) {
      const code = err2 instanceof ModelUnavailableError ? ProtocolErrorCode.ModelUnavailable : ProtocolErrorCode.Internal;
      io.stderr.write(`similar-code companion: ${errorMessage(err2)}
`);
      fail2(null, code, errorMessage(err2));
      return;
    }
    const protocolVersion = Math.max(...common);
    session = { protocolVersion, loaded };
    send({ type: "hello", protocol_version: protocolVersion, ...describeCompanion(loaded, protocolVersion) });
  };
  const embed = (m) => {
    if (!session) return fail2(m.id, ProtocolErrorCode.HandshakeRequired, "send hello before embed");
    const { model, parameters } = session.loaded;
    if (m.texts.length > parameters.batch_size) {
      return fail2(m.id, ProtocolErrorCode.BatchTooLarge, `batch of ${m.texts.length} texts exceeds batch_size ${parameters.batch_size}`);
    }
    const t0 = process.hrtime.bigint();
    const vectors = [];
    const truncated = [];
    m.texts.forEach((text, i2) => {
      const r = model.embed(text);
      vectors.push(r.vector);
      if (r.truncated) truncated.push(i2);
    });
    const inferenceMs = Number(process.hrtime.bigint() - t0) / 1e6;
    send({
      type: "embeddings",
      id: m.id,
      count: vectors.length,
      dimensions: model.dimensions,
      vectors_b64: encodeVectors(vectors, model.dimensions),
      truncated,
      inference_ms: Math.round(inferenceMs * 1e3) / 1e3
    });
  };
  return new Promise((resolve10) => {
    const rl = createInterface2({ input: io.stdin, crlfDelay: Infinity });
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      rl.close();
      io.stdout.write("", () => resolve10(code));
    };
    rl.on("line", (line) => {
      if (done || line.trim() === "") return;
      const parsed = parseClientMessage(line);
      if (!parsed.ok) {
        let id = null;
        try {
          const raw = JSON.parse(line);
          if (Number.isInteger(raw?.id) && raw.id >= 0 && raw.id <= 4294967295) id = raw.id;
        } catch {
        }
        return fail2(id, ProtocolErrorCode.InvalidMessage, parsed.reason);
      }
      const m = parsed.message;
      try {
        if (m.type === "hello") hello(m);
        else if (m.type === "embed") embed(m);
        else {
          send({ type: "bye" });
          finish(0);
        }
      } catch (err2) {
        io.stderr.write(`similar-code companion: ${errorMessage(err2)}
`);
        fail2(m.type === "embed" ? m.id : null, ProtocolErrorCode.Internal, errorMessage(err2));
      }
    });
    rl.on("close", () => finish(0));
  });
}

// src/cli/commands/companion.ts
function registerCompanion(program2) {
  program2.command("companion").description("Run the local embedding companion on stdin/stdout (JSON lines protocol; see `similar-code schema companion-protocol`).").option("--models-dir <dir>", "directory with the embedded models (default: the bundled ones)").option("--version", "print the companion version").action(async (flags2) => {
    const argv = [...flags2.modelsDir ? ["--models-dir", flags2.modelsDir] : [], ...flags2.version ? ["--version"] : []];
    process.exitCode = await main(argv);
  });
}

// src/cli/commands/model.ts
function registerModel(program2, setExit) {
  program2.command("model").description("Show the embedded model (default: the bundled default) and verify its artifact SHA-256.").argument("[id]", "model id").action((id) => {
    try {
      const { provenance, parameters, calibration } = loadModel(assetPaths().modelsDir, id ?? null);
      process.stdout.write(toJson({ model: provenance, parameters, calibration, verified: true }));
      setExit(0);
    } catch (err2) {
      if (err2 instanceof ModelUnavailableError) throw new UserError(err2.message);
      throw err2;
    }
  });
}

// src/inspect/run.ts
import { resolve as resolve9 } from "node:path";

// src/util/bounded-command.ts
var MAX_EXPORT_BYTES = 64 * 1024 * 1024;
async function commandResult(body3) {
  try {
    return { output: await body3(), exitCode: ExitCode.Ok };
  } catch (err2) {
    if (err2 instanceof UserError) return { output: `similar-code: error: ${err2.message}
`, exitCode: ExitCode.UsageError };
    throw err2;
  }
}
function nonNegativeInt(value, fallback, flag) {
  if (value === void 0) return fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new UserError(`${flag} must be a non-negative integer, got ${value}`);
  return value;
}
function shellQuote(s) {
  return /^[\w./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}
function followUpCommand(words) {
  const base = words.join(" ");
  return (flags2) => `${base} ${flags2}`;
}
function humanWithinCeiling(human, boundedJson, maxBytes) {
  return Buffer.byteLength(human, "utf8") <= maxBytes ? human : boundedJson;
}

// src/inspect/packet.ts
import { promises as fs8 } from "node:fs";

// src/inspect/types.ts
var INSPECT_VERSION = "1";

// src/inspect/source.ts
import { promises as fs4 } from "node:fs";
import { isAbsolute as isAbsolute4, join as join7, normalize, sep as sep2 } from "node:path";
function lineStarts(text) {
  const starts = [0];
  for (let i2 = text.indexOf("\n"); i2 >= 0; i2 = text.indexOf("\n", i2 + 1)) starts.push(i2 + 1);
  return starts;
}
function sliceLocation(text, loc) {
  const starts = lineStarts(text);
  const s = starts[loc.start_line - 1];
  const e = starts[loc.end_line - 1];
  if (s === void 0 || e === void 0 || loc.start_column < 1) return null;
  const from = s + loc.start_column - 1;
  let to = e + loc.end_column;
  const hi = text.charCodeAt(to - 1);
  const lo = text.charCodeAt(to);
  if (hi >= 55296 && hi <= 56319 && lo >= 56320 && lo <= 57343) to++;
  if (to < from || to > text.length) return null;
  return text.slice(from, to);
}
function safeJoin(root, relPath) {
  if (isAbsolute4(relPath) || relPath.includes("\0")) return null;
  const n = normalize(relPath);
  if (n === ".." || n.startsWith(`..${sep2}`) || n.startsWith("../")) return null;
  return join7(root, n);
}
async function readSide(root, loc) {
  const abs = safeJoin(root, loc.path);
  if (!abs) return { status: "missing", text: null, fileText: null, reason: `path ${loc.path} is outside the project root` };
  let fileText;
  try {
    fileText = await fs4.readFile(abs, "utf8");
  } catch (err2) {
    return { status: "missing", text: null, fileText: null, reason: `cannot read ${loc.path}: ${errorMessage(err2)}` };
  }
  const slice = sliceLocation(fileText, loc);
  if (slice === null) {
    return { status: "changed", text: null, fileText, reason: `${loc.path} no longer has lines ${loc.start_line}-${loc.end_line} as recorded` };
  }
  if (sha256Hex(slice) !== loc.source_sha256) {
    return {
      status: "changed",
      text: null,
      fileText,
      reason: `${loc.path}:${loc.start_line}-${loc.end_line} no longer matches source_sha256 (the file changed since the scan)`
    };
  }
  return { status: "unchanged", text: slice, fileText, reason: null };
}

// src/inspect/git.ts
async function git2(root, args2) {
  try {
    return { ok: true, stdout: (await git(root, args2)).toString("utf8"), error: "" };
  } catch (err2) {
    const line = err2 instanceof GitError ? err2.stderr.split("\n").find((l) => l.trim() !== "") ?? err2.message : String(err2);
    return { ok: false, stdout: "", error: line.trim() };
  }
}
async function trackedFiles(root) {
  const r = await git2(root, ["ls-files", "-z", "--cached", "--", "."]);
  if (!r.ok) return { error: r.error };
  return { files: r.stdout.split("\0").filter((f) => f !== "") };
}

// src/inspect/enrich/corpus.ts
import { promises as fs5 } from "node:fs";
var SOURCE_EXTENSIONS = /\.(?:[cm]?[jt]sx?)$/;
var MAX_FILES = 2e4;
var MAX_FILE_BYTES = 1024 * 1024;
var MAX_TOTAL_BYTES = 128 * 1024 * 1024;
async function loadCorpus(root, tracked) {
  const paths = tracked.filter((p) => SOURCE_EXTENSIONS.test(p) && !p.endsWith(".d.ts")).sort();
  let truncated = paths.length > MAX_FILES;
  const files = /* @__PURE__ */ new Map();
  let total = 0;
  const selected = paths.slice(0, MAX_FILES);
  const BATCH = 64;
  for (let i2 = 0; i2 < selected.length; i2 += BATCH) {
    const batch = selected.slice(i2, i2 + BATCH);
    const texts = await Promise.all(
      batch.map(async (p) => {
        const abs = safeJoin(root, p);
        if (!abs) return null;
        try {
          const st = await fs5.stat(abs);
          if (!st.isFile() || st.size > MAX_FILE_BYTES) return "skip";
          return await fs5.readFile(abs, "utf8");
        } catch {
          return null;
        }
      })
    );
    batch.forEach((p, j) => {
      const t = texts[j];
      if (t === "skip") truncated = true;
      else if (typeof t === "string") {
        if (total + t.length > MAX_TOTAL_BYTES) truncated = true;
        else {
          total += t.length;
          files.set(p, t);
        }
      }
    });
  }
  return { files, truncated };
}

// src/inspect/enrich/graph.ts
import { promises as fs6 } from "node:fs";
import { posix as posix2 } from "node:path";

// src/inspect/enrich/imports.ts
import { posix } from "node:path";
var IMPORT_RE = /(?:\bimport\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?|\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s+from\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;
function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " ")).replace(/(^|[^:\\'"`])\/\/[^\n]*/g, "$1");
}
function importSpecifiers(text) {
  const src = stripComments(text);
  const out2 = [];
  for (const m of src.matchAll(IMPORT_RE)) {
    const spec = m[2];
    const at = (m.index ?? 0) + m[0].length - spec.length - 1;
    out2.push({ specifier: spec, line: src.slice(0, at).split("\n").length });
  }
  return out2;
}
var EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".d.ts"];
var JS_TO_TS = {
  ".js": [".ts", ".tsx"],
  ".jsx": [".tsx"],
  ".mjs": [".mts"],
  ".cjs": [".cts"]
};
function resolveSpecifier(fromPath, specifier, known) {
  if (!specifier.startsWith("./") && !specifier.startsWith("../") && specifier !== "." && specifier !== "..") return null;
  const base = posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  if (base.startsWith("../")) return null;
  const candidates = [base];
  const ext = posix.extname(base);
  for (const alt of JS_TO_TS[ext] ?? []) candidates.push(base.slice(0, -ext.length) + alt);
  for (const e of EXTENSIONS) candidates.push(base + e);
  for (const e of EXTENSIONS) candidates.push(`${base}/index${e}`);
  return candidates.find((c) => known.has(c)) ?? null;
}
function resolvedImports(from, text, known) {
  const out2 = [];
  const seen = /* @__PURE__ */ new Set();
  for (const ref of importSpecifiers(text)) {
    const target = resolveSpecifier(from, ref.specifier, known);
    if (target === null || seen.has(target)) continue;
    seen.add(target);
    out2.push({ target, specifier: ref.specifier, line: ref.line });
  }
  return out2;
}
var REEXPORT_RE = /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s+from\s+(['"])([^'"\n]+)\1/g;
function reexportTargets(from, text, known) {
  const out2 = [];
  for (const m of stripComments(text).matchAll(REEXPORT_RE)) {
    const t = resolveSpecifier(from, m[2], known);
    if (t !== null && !out2.includes(t)) out2.push(t);
  }
  return out2;
}
function importsModule(file, target, files, known, depth = 3) {
  if (file === target) return true;
  const text = files.get(file);
  if (text === void 0) return false;
  let frontier = resolvedImports(file, text, known).map((r) => r.target);
  const seen = /* @__PURE__ */ new Set([file]);
  for (let level = 0; level <= depth && frontier.length > 0; level++) {
    if (frontier.includes(target)) return true;
    const next = [];
    for (const f of frontier) {
      if (seen.has(f)) continue;
      seen.add(f);
      const t = files.get(f);
      if (t !== void 0) next.push(...reexportTargets(f, t, known));
    }
    frontier = next;
  }
  return false;
}

// src/inspect/enrich/graph.ts
async function findNearestPackage(root, path) {
  let dir = posix2.dirname(path);
  for (; ; ) {
    const rel = dir === "." ? "package.json" : `${dir}/package.json`;
    const abs = safeJoin(root, rel);
    if (abs) {
      try {
        const json = JSON.parse(await fs6.readFile(abs, "utf8"));
        const manifest = typeof json === "object" && json !== null && !Array.isArray(json) ? json : null;
        const name3 = manifest && typeof manifest.name === "string" ? manifest.name : null;
        return { ref: { dir, name: name3 }, manifest, error: manifest ? null : `${rel} is not a JSON object` };
      } catch (err2) {
        if (err2.code !== "ENOENT") return { ref: { dir, name: null }, manifest: null, error: `${rel} is unreadable or not JSON` };
      }
    }
    if (dir === ".") return null;
    dir = posix2.dirname(dir);
  }
}
async function nearestPackage(root, path) {
  return (await findNearestPackage(root, path))?.ref ?? null;
}
function importMap(from, text, files) {
  return new Map(resolvedImports(from, text, files).map((r) => [r.target, r.specifier]));
}
async function graphRelationship(input) {
  const { root, leftPath, rightPath } = input;
  const files = new Set(input.files);
  files.add(leftPath);
  files.add(rightPath);
  const sameFile = leftPath === rightPath;
  const leftImports = importMap(leftPath, input.leftText, files);
  const rightImports = sameFile ? leftImports : importMap(rightPath, input.rightText, files);
  const shared3 = [...leftImports.keys()].filter((p) => rightImports.has(p)).sort();
  const [leftPkg, rightPkg] = await Promise.all([nearestPackage(root, leftPath), nearestPackage(root, rightPath)]);
  return {
    same_file: sameFile,
    left_imports_right: sameFile ? null : leftImports.get(rightPath) ?? null,
    right_imports_left: sameFile ? null : rightImports.get(leftPath) ?? null,
    shared_imports: sameFile ? [] : shared3,
    left_package: leftPkg,
    right_package: rightPkg,
    same_package: (leftPkg?.dir ?? null) === (rightPkg?.dir ?? null)
  };
}

// src/inspect/lex.ts
var KEYWORDS = /* @__PURE__ */ new Set([
  "break",
  "case",
  "catch",
  "class",
  "const",
  "continue",
  "debugger",
  "default",
  "delete",
  "do",
  "else",
  "export",
  "extends",
  "finally",
  "for",
  "function",
  "if",
  "import",
  "in",
  "instanceof",
  "let",
  "new",
  "return",
  "super",
  "switch",
  "this",
  "throw",
  "try",
  "typeof",
  "var",
  "void",
  "while",
  "with",
  "yield",
  "async",
  "await",
  "of",
  "null",
  "undefined",
  "true",
  "false",
  "interface",
  "type",
  "enum",
  "implements",
  "private",
  "protected",
  "public",
  "readonly",
  "static",
  "as",
  "satisfies",
  "keyof",
  "declare",
  "abstract"
]);
var REGEX_AFTER_KEYWORD2 = /* @__PURE__ */ new Set(["return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await"]);
var PUNCT3 = [">>>=", "...", "===", "!==", "**=", "<<=", ">>=", ">>>", "&&=", "||=", "??="];
var PUNCT2 = ["=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "**", "<<", ">>"];
var isIdStart2 = (c) => /[A-Za-z_$\u00a0-\uffff]/.test(c);
var isIdPart2 = (c) => /[\w$\u00a0-\uffff]/.test(c);
function regexAllowed2(prev) {
  if (!prev) return true;
  if (prev.kind === "keyword") return REGEX_AFTER_KEYWORD2.has(prev.text);
  if (prev.kind === "punct") return ![")", "]", "}"].includes(prev.text);
  return false;
}
function skipQuoted(src, i2, quote) {
  let j = i2 + 1;
  while (j < src.length && src[j] !== quote && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
  return Math.min(j + 1, src.length);
}
function skipTemplate(src, i2) {
  let j = i2 + 1;
  while (j < src.length) {
    const c = src[j];
    if (c === "\\") j += 2;
    else if (c === "`") return j + 1;
    else if (c === "$" && src[j + 1] === "{") {
      let depth = 1;
      j += 2;
      while (j < src.length && depth > 0) {
        const d = src[j];
        if (d === "{") depth++;
        else if (d === "}") depth--;
        else if (d === "`") {
          j = skipTemplate(src, j) - 1;
        } else if (d === '"' || d === "'") {
          j = skipQuoted(src, j, d) - 1;
        }
        j++;
      }
    } else j++;
  }
  return src.length;
}
function skipRegex(src, i2) {
  let j = i2 + 1;
  let inClass = false;
  while (j < src.length && src[j] !== "\n") {
    const c = src[j];
    if (c === "\\") {
      j += 2;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) {
      j++;
      break;
    }
    j++;
  }
  while (j < src.length && /[a-z]/i.test(src[j] ?? "")) j++;
  return j;
}
function tokenize2(src) {
  const out2 = [];
  let i2 = 0;
  while (i2 < src.length) {
    const c = src[i2];
    if (c === " " || c === "	" || c === "\n" || c === "\r" || c === "\f" || c === "\v" || c === "\uFEFF") {
      i2++;
      continue;
    }
    if (c === "/" && src[i2 + 1] === "/") {
      while (i2 < src.length && src[i2] !== "\n") i2++;
      continue;
    }
    if (c === "/" && src[i2 + 1] === "*") {
      const e = src.indexOf("*/", i2 + 2);
      i2 = e < 0 ? src.length : e + 2;
      continue;
    }
    const start2 = i2;
    let kind;
    if (isIdStart2(c)) {
      while (i2 < src.length && isIdPart2(src[i2])) i2++;
      kind = KEYWORDS.has(src.slice(start2, i2)) ? "keyword" : "ident";
    } else if (/[0-9]/.test(c) || c === "." && /[0-9]/.test(src[i2 + 1] ?? "")) {
      while (i2 < src.length && /[\w.]/.test(src[i2])) i2++;
      kind = "number";
    } else if (c === '"' || c === "'") {
      i2 = skipQuoted(src, i2, c);
      kind = "string";
    } else if (c === "`") {
      i2 = skipTemplate(src, i2);
      kind = "template";
    } else if (c === "/" && regexAllowed2(out2[out2.length - 1])) {
      i2 = skipRegex(src, i2);
      kind = "regex";
    } else {
      const p = PUNCT3.find((p2) => src.startsWith(p2, i2)) ?? PUNCT2.find((p2) => src.startsWith(p2, i2)) ?? c;
      i2 += p.length;
      kind = "punct";
    }
    out2.push({ kind, text: src.slice(start2, i2), offset: start2 });
  }
  return out2;
}
function normalizedToken(t) {
  switch (t.kind) {
    case "ident":
      return "$id";
    case "number":
      return "$num";
    case "string":
    case "template":
    case "regex":
      return "$lit";
    default:
      return t.text;
  }
}
function isKeyword(word) {
  return KEYWORDS.has(word);
}

// src/inspect/enrich/calls.ts
var PREVIEW_CHARS = 160;
var MAX_CALL_SITES = 1e4;
function bareName(name3) {
  const last = name3.split(/[.#]/).pop() ?? "";
  return /^[A-Za-z_$][\w$]*$/.test(last) && !isKeyword(last) && last !== "constructor" ? last : null;
}
var escape2 = (s) => s.replace(/[$]/g, "\\$");
function preview(line) {
  const t = line.trim();
  return t.length <= PREVIEW_CHARS ? t : { text: t.slice(0, PREVIEW_CHARS), length: t.length, truncated: true };
}
var MODIFIERS = "(?:(?:public|private|protected|static|async|readonly|override|get|set|export|default)\\s+)*";
function isSignature(line, openParen, before) {
  if (!/(?:^|[{;,])\s*(?:readonly\s+)?$/.test(before)) return false;
  let depth = 0;
  for (let k = openParen; k < line.length; k++) {
    const ch = line[k];
    if (ch === "(") depth++;
    else if (ch === ")" && --depth === 0) return /^\s*\??\s*:/.test(line.slice(k + 1));
  }
  return false;
}
var CALLERS_MATCHING = "Call sites of either bare name in tracked JS/TS files. resolved: true when the calling file is the called side's file or imports its module (directly or through up to 3 re-exporting modules); resolved: false is a name-only match, possibly a same-named function elsewhere. Resolved sites come first.";
function byResolved(a, b) {
  if (a.resolved !== b.resolved) return a.resolved ? -1 : 1;
  if (a.path !== b.path) return a.path < b.path ? -1 : 1;
  return a.line - b.line || (a.column ?? 0) - (b.column ?? 0);
}
function findCallers(input) {
  const names = { left: bareName(input.left.name), right: bareName(input.right.name) };
  const bad = ["left", "right"].filter((s) => names[s] === null);
  if (bad.length > 0) {
    return { error: `no callable name to search for (${bad.map((s) => `${s}: "${input[s].name}"`).join(", ")})` };
  }
  const locs = { left: input.left, right: input.right };
  const sameName = names.left === names.right;
  const wanted = sameName ? [names.left] : [names.left, names.right];
  const callRe = new RegExp(`(?<![\\w$])(${wanted.map(escape2).join("|")})\\s*(?:<[^<>()\\n]*>\\s*)?\\(`, "g");
  const sites = [];
  let truncated = false;
  const known = new Set(input.files.keys());
  known.add(locs.left.path);
  known.add(locs.right.path);
  const binds = /* @__PURE__ */ new Map();
  const importsSide = (path, s) => {
    const key = `${s}\0${path}`;
    let v = binds.get(key);
    if (v === void 0) {
      v = importsModule(path, locs[s].path, input.files, known);
      binds.set(key, v);
    }
    return v;
  };
  for (const path of [...input.files.keys()].sort()) {
    const text = stripComments(input.files.get(path));
    if (!wanted.some((w) => text.includes(w))) continue;
    const lines = text.split("\n");
    for (let i2 = 0; i2 < lines.length; i2++) {
      const line = lines[i2];
      for (const m of line.matchAll(callRe)) {
        const name3 = m[1];
        const col = (m.index ?? 0) + 1;
        const before = line.slice(0, col - 1);
        if (/\bfunction\s*\*?\s*$/.test(before)) continue;
        if (new RegExp(`^\\s*${MODIFIERS}${escape2(name3)}\\s*\\([^()]*\\)\\s*(?::[^=;]*)?\\{\\s*$`).test(line)) continue;
        if (isSignature(line, col - 1 + m[0].length - 1, before)) continue;
        let side2 = sameName ? "both" : name3 === names.left ? "left" : "right";
        let resolved;
        if (side2 === "both") {
          const [l, r] = [importsSide(path, "left"), importsSide(path, "right")];
          if (l !== r) side2 = l ? "left" : "right";
          resolved = l || r;
        } else resolved = importsSide(path, side2);
        const lineNo = i2 + 1;
        const inOwnDefinition = ["left", "right"].some(
          (s) => (side2 === s || side2 === "both") && locs[s].path === path && lineNo >= locs[s].start_line && lineNo <= locs[s].end_line
        );
        if (inOwnDefinition) continue;
        if (sites.length >= MAX_CALL_SITES) {
          truncated = true;
          break;
        }
        sites.push({ side: side2, path, line: lineNo, column: col, resolved, text: preview(input.files.get(path)?.split("\n")[i2] ?? line) });
      }
      if (truncated) break;
    }
    if (truncated) break;
  }
  sites.sort(byResolved);
  return { sites, truncated };
}
function substitutions(template) {
  const out2 = [];
  for (let i2 = 0; i2 < template.length; i2++) {
    if (template[i2] === "\\") {
      i2++;
      continue;
    }
    if (template[i2] !== "$" || template[i2 + 1] !== "{") continue;
    let depth = 1;
    let j = i2 + 2;
    for (; j < template.length && depth > 0; j++) {
      if (template[j] === "{") depth++;
      else if (template[j] === "}") depth--;
    }
    out2.push(template.slice(i2 + 2, j - 1));
    i2 = j - 1;
  }
  return out2;
}
function callees(source, ownName2) {
  const counts = /* @__PURE__ */ new Map();
  countCalls(source, ownName2, counts, true);
  return [...counts].map(([name3, count]) => ({ name: name3, count })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
function countCalls(source, ownName2, counts, top) {
  const toks = tokenize2(source);
  const own = bareName(ownName2);
  let inBody = !top;
  for (let i2 = 0; i2 < toks.length; i2++) {
    const t = toks[i2];
    const next = toks[i2 + 1];
    if (t?.text === "{" || t?.text === "=>") inBody = true;
    if (t?.kind === "template") for (const sub of substitutions(t.text)) countCalls(sub, ownName2, counts, false);
    if (!t || t.kind !== "ident" || next?.text !== "(") continue;
    const prev = toks[i2 - 1];
    if (prev?.kind === "keyword" && prev.text === "function") continue;
    if (!inBody && t.text === own) continue;
    let name3 = t.text;
    let j = i2 - 1;
    while (toks[j]?.text === "." || toks[j]?.text === "?.") {
      const obj = toks[j - 1];
      if (!obj || obj.kind !== "ident" && obj.text !== "this") break;
      name3 = `${obj.text}.${name3}`;
      j -= 2;
    }
    counts.set(name3, (counts.get(name3) ?? 0) + 1);
  }
}
function calleeEvidence(leftSource, leftName, rightSource, rightName) {
  const left = callees(leftSource, leftName);
  const right = callees(rightSource, rightName);
  const rightNames = new Set(right.map((c) => c.name));
  return { left, right, shared: left.map((c) => c.name).filter((n) => rightNames.has(n)) };
}

// src/inspect/enrich/tests.ts
var TEST_FILE = /(?:^|\/)(?:__tests__|__test__|tests?|specs?|e2e)\/|\.(?:test|spec|e2e)\.[cm]?[jt]sx?$/;
var TESTS_MATCHING = "Test files (by path) that mention a side's bare name or import its file. resolved: true when the test imports a referenced side's module (directly or through up to 3 re-exporting modules); resolved: false is a name-only mention. Resolved tests come first.";
function findTests(input) {
  const known = new Set(input.files.keys());
  known.add(input.left.path);
  known.add(input.right.path);
  const out2 = [];
  for (const path of [...input.files.keys()].sort()) {
    if (!TEST_FILE.test(path)) continue;
    const text = input.files.get(path);
    const imports = importSpecifiers(text).map((r) => ({ line: r.line, target: resolveSpecifier(path, r.specifier, known) }));
    const sides = [];
    const reasons = /* @__PURE__ */ new Set();
    let first = Number.POSITIVE_INFINITY;
    for (const side2 of ["left", "right"]) {
      const loc = input[side2];
      let hit = false;
      const imp = imports.find((i2) => i2.target === loc.path);
      if (imp && path !== loc.path) {
        hit = true;
        reasons.add("imports-file");
        first = Math.min(first, imp.line);
      }
      const name3 = bareName(loc.name);
      if (name3) {
        const re = new RegExp(`(?<![\\w$])${name3.replace(/[$]/g, "\\$")}(?![\\w$])`);
        const lines = text.split("\n");
        const idx = lines.findIndex((l, i2) => re.test(l) && !(path === loc.path && i2 + 1 >= loc.start_line && i2 + 1 <= loc.end_line));
        if (idx >= 0) {
          hit = true;
          reasons.add("mentions-name");
          first = Math.min(first, idx + 1);
        }
      }
      if (hit) sides.push(side2);
    }
    if (sides.length > 0) {
      const resolved = sides.some((s) => path !== input[s].path && importsModule(path, input[s].path, input.files, known));
      out2.push({ path, sides, reasons: ["mentions-name", "imports-file"].filter((r) => reasons.has(r)), resolved, line: first });
    }
  }
  return out2.sort(byResolved);
}

// src/inspect/enrich/ownership.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
import { promises as fs7 } from "node:fs";
var CODEOWNERS_LOCATIONS = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"];
function codeownersMatcher(pattern) {
  let p = pattern.replace(/\\#/g, "#");
  const anchored = p.startsWith("/") || p.replace(/\/$/, "").includes("/");
  p = p.replace(/^\//, "");
  const dirOnly = p.endsWith("/");
  if (dirOnly) p = p.slice(0, -1);
  if (p === "" || p === "**") return () => true;
  const base = anchored ? p : `**/${p}`;
  const globs = dirOnly ? [`${base}/**`] : p.endsWith("/*") ? [base] : [base, `${base}/**`];
  return (0, import_picomatch2.default)(globs, { dot: true });
}
function parseCodeowners(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((raw, i2) => {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (line === "") return;
    const [pattern, ...owners] = line.split(/\s+/);
    if (!pattern) return;
    rules.push({ pattern, owners, line: i2 + 1, matches: codeownersMatcher(pattern) });
  });
  return rules;
}
function ownersOf(rules, path) {
  for (let i2 = rules.length - 1; i2 >= 0; i2--) {
    const r = rules[i2];
    if (r.matches(path)) return { owners: r.owners, rule: { pattern: r.pattern, line: r.line } };
  }
  return { owners: [], rule: null };
}
async function ownership(root, leftPath, rightPath) {
  for (const file of CODEOWNERS_LOCATIONS) {
    const abs = safeJoin(root, file);
    if (!abs) continue;
    let text;
    try {
      text = await fs7.readFile(abs, "utf8");
    } catch {
      continue;
    }
    const rules = parseCodeowners(text);
    const left = ownersOf(rules, leftPath);
    const right = ownersOf(rules, rightPath);
    const same2 = [...left.owners].sort().join(" ") === [...right.owners].sort().join(" ");
    return { file, left, right, same_owners: same2 };
  }
  return { error: `no CODEOWNERS file (looked in ${CODEOWNERS_LOCATIONS.join(", ")})` };
}

// src/inspect/enrich/churn.ts
var MAX_AUTHOR_NAMES = 5;
var MARK = "C\0";
async function churnOf(root, loc) {
  const r = await git2(root, [
    "log",
    `-L${loc.start_line},${loc.end_line}:${loc.path}`,
    "--format=%x01C%x00%H%x00%aN%x00%aI",
    "HEAD"
  ]);
  if (!r.ok) return { error: `git log -L ${loc.start_line},${loc.end_line}:${loc.path} failed: ${r.error}` };
  const commits = [];
  for (const line of r.stdout.split("\n")) {
    if (!line.startsWith(MARK)) continue;
    const [sha = "", author = "", date = ""] = line.slice(MARK.length).split("\0");
    commits.push({ sha, author, date });
  }
  const byAuthor = /* @__PURE__ */ new Map();
  for (const c of commits) byAuthor.set(c.author, (byAuthor.get(c.author) ?? 0) + 1);
  const names = [...byAuthor].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([n]) => n);
  return {
    commits: commits.length,
    authors: byAuthor.size,
    author_names: names.slice(0, MAX_AUTHOR_NAMES),
    last_change: commits[0]?.date ?? null,
    last_commit: commits[0]?.sha ?? null
  };
}
async function churn(root, left, right) {
  const [l, r] = await Promise.all([churnOf(root, left), churnOf(root, right)]);
  if ("error" in l) return l;
  if ("error" in r) return r;
  return { method: "git-log-L", left: l, right: r };
}

// src/inspect/enrich/clone.ts
var MIN_RUN = 8;
var MAX_LCS_CELLS = 25e6;
function covered(a, b, n) {
  if (a.length < n || b.length < n) return { a: 0, b: 0 };
  const key = (xs, i2) => xs.slice(i2, i2 + n).join("\0");
  const inB = /* @__PURE__ */ new Set();
  for (let i2 = 0; i2 + n <= b.length; i2++) inB.add(key(b, i2));
  const inA = /* @__PURE__ */ new Set();
  const markA = new Uint8Array(a.length);
  for (let i2 = 0; i2 + n <= a.length; i2++) {
    const k = key(a, i2);
    inA.add(k);
    if (inB.has(k)) markA.fill(1, i2, i2 + n);
  }
  const markB = new Uint8Array(b.length);
  for (let i2 = 0; i2 + n <= b.length; i2++) if (inA.has(key(b, i2))) markB.fill(1, i2, i2 + n);
  return { a: markA.reduce((s, x) => s + x, 0), b: markB.reduce((s, x) => s + x, 0) };
}
function longestRun(a, b) {
  if (a.length * b.length > MAX_LCS_CELLS) return null;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  let best = 0;
  for (let i2 = 1; i2 <= a.length; i2++) {
    for (let j = 1; j <= b.length; j++) {
      const v = a[i2 - 1] === b[j - 1] ? prev[j - 1] + 1 : 0;
      cur[j] = v;
      if (v > best) best = v;
    }
    [prev, cur] = [cur, prev];
  }
  return best;
}
var ratio = (x, total) => total === 0 ? 0 : Math.round(x / total * 1e4) / 1e4;
function shares(a, b, n) {
  const c = covered(a, b, n);
  return { left: ratio(c.a, a.length), right: ratio(c.b, b.length), combined: ratio(c.a + c.b, a.length + b.length) };
}
function cloneCoverage(leftSource, rightSource, minRun = MIN_RUN) {
  const lt = tokenize2(leftSource);
  const rt = tokenize2(rightSource);
  const le = lt.map((t) => t.text);
  const re = rt.map((t) => t.text);
  return {
    method: "shared-token-runs",
    min_run_tokens: minRun,
    left_tokens: le.length,
    right_tokens: re.length,
    exact: shares(le, re, minRun),
    normalized: shares(lt.map(normalizedToken), rt.map(normalizedToken), minRun),
    longest_common_run: longestRun(le, re)
  };
}

// src/inspect/enrich/reachability.ts
import { posix as posix3 } from "node:path";
var MAX_GRAPH_FILES = 2e4;
var MAX_GRAPH_EDGES = 5e5;
var MAX_LISTED_ENTRIES = 20;
var MAX_PATTERN_MATCHES = 1e3;
var BUILD_DIRS = /* @__PURE__ */ new Set(["dist", "build", "lib", "out"]);
var FORMAT_DIRS = /* @__PURE__ */ new Set(["esm", "cjs", "es", "mjs", "umd"]);
var DECLARATION2 = /\.d\.[cm]?ts$/;
var JS_OR_TS = /\.(?:[cm]?[jt]sx?)$/;
var REACHABILITY_RULES = "Static imports (import, export-from, require, import() with string literals) between tracked JS/TS files; public entry points are package.json main, module, bin and exports (types excluded), dist|build|lib|out/x.js mapped to src/x.ts only when tracked; test files are a separate test-only entry set; bare specifiers and tsconfig paths are not followed.";
function exportLeaves(value, field, out2) {
  if (typeof value === "string") out2.push({ field, target: value });
  else if (Array.isArray(value)) value.forEach((v, i2) => exportLeaves(v, `${field}[${i2}]`, out2));
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === "types" || k === "typings") continue;
      exportLeaves(v, `${field}[${JSON.stringify(k)}]`, out2);
    }
  }
}
function rawTargets(manifest) {
  const out2 = [];
  for (const f of ["main", "module"]) if (typeof manifest[f] === "string") out2.push({ field: f, target: manifest[f] });
  const bin = manifest.bin;
  if (typeof bin === "string") out2.push({ field: "bin", target: bin });
  else if (typeof bin === "object" && bin !== null) {
    for (const [k, v] of Object.entries(bin)) if (typeof v === "string") out2.push({ field: `bin[${JSON.stringify(k)}]`, target: v });
  }
  if (manifest.exports !== void 0) exportLeaves(manifest.exports, "exports", out2);
  if (out2.length === 0 && manifest.main === void 0 && manifest.exports === void 0 && manifest.bin === void 0 && manifest.module === void 0) {
    out2.push({ field: "(default index.js)", target: "index.js" });
  }
  return out2;
}
function sourceAlternatives(rel) {
  const parts2 = rel.split("/");
  if (parts2.length < 2 || !BUILD_DIRS.has(parts2[0])) return [];
  const alts = [["src", ...parts2.slice(1)].join("/")];
  if (parts2.length > 2 && FORMAT_DIRS.has(parts2[1])) alts.push(["src", ...parts2.slice(2)].join("/"));
  return alts;
}
var join8 = (dir, rel) => dir === "." ? rel : `${dir}/${rel}`;
function resolveTarget(dir, rel, known) {
  const from = join8(dir, "package.json");
  const direct = resolveSpecifier(from, `./${rel}`, known);
  if (direct !== null) return { path: direct, via: "direct" };
  for (const alt of sourceAlternatives(rel)) {
    const mapped = resolveSpecifier(from, `./${alt}`, known);
    if (mapped !== null) return { path: mapped, via: "dist-to-src" };
  }
  return null;
}
function expandPattern(dir, rel, known) {
  const star = rel.indexOf("*");
  const [prefix, suffix] = [rel.slice(0, star), rel.slice(star + 1)];
  const stem = suffix.replace(JS_OR_TS, "");
  const forms = [{ prefix, via: "direct" }];
  for (const alt of sourceAlternatives(`${prefix}x`)) forms.push({ prefix: alt.slice(0, -1), via: "dist-to-src" });
  const out2 = [];
  const seen = /* @__PURE__ */ new Set();
  for (const form of forms) {
    const full = join8(dir, form.prefix);
    for (const f of [...known].sort()) {
      if (!f.startsWith(full) || !JS_OR_TS.test(f) || DECLARATION2.test(f)) continue;
      const rest = f.slice(full.length).replace(JS_OR_TS, "");
      if (!rest.endsWith(stem) || seen.has(f)) continue;
      seen.add(f);
      out2.push({ path: f, via: form.via });
      if (out2.length >= MAX_PATTERN_MATCHES) return out2;
    }
    if (out2.length > 0) return out2;
  }
  return out2;
}
function packageEntries(ref, manifest, known) {
  const entries = /* @__PURE__ */ new Map();
  const points = [];
  const unresolved = [];
  for (const { field, target } of rawTargets(manifest)) {
    const rel = posix3.normalize(target.replace(/^\.\//, ""));
    if (target.startsWith("/") || rel.startsWith("../") || rel === "..") {
      unresolved.push({ field, target, reason: "outside the package directory" });
      continue;
    }
    if (DECLARATION2.test(rel)) continue;
    if (!JS_OR_TS.test(rel) && posix3.extname(rel) !== "" && !rel.includes("*")) {
      unresolved.push({ field, target, reason: "not a JS/TS module" });
      continue;
    }
    const hits = rel.includes("*") ? expandPattern(ref.dir, rel, known) : [resolveTarget(ref.dir, rel, known)].filter((h) => h !== null);
    if (hits.length === 0) {
      unresolved.push({ field, target, reason: "no tracked source file (nor a src/ equivalent of build output) for this target" });
      continue;
    }
    for (const h of hits) {
      points.push({ field, target, path: h.path, via: h.via });
      if (!entries.has(h.path)) entries.set(h.path, field);
    }
  }
  return {
    pkg: {
      dir: ref.dir,
      name: ref.name,
      entry_points_total: points.length,
      entry_points: points.slice(0, MAX_LISTED_ENTRIES),
      unresolved_total: unresolved.length,
      unresolved: unresolved.slice(0, MAX_LISTED_ENTRIES)
    },
    entries
  };
}
var ImportGraph = class {
  constructor(files, known, maxFiles, maxEdges) {
    this.files = files;
    this.known = known;
    this.maxFiles = maxFiles;
    this.maxEdges = maxEdges;
  }
  adjacency = /* @__PURE__ */ new Map();
  edges = 0;
  visited = /* @__PURE__ */ new Set();
  out(path) {
    let list = this.adjacency.get(path);
    if (!list) {
      const text = this.files.get(path);
      list = text === void 0 ? [] : resolvedImports(path, text, this.known);
      this.adjacency.set(path, list);
      this.edges += list.length;
    }
    return list;
  }
  /** Multi-source BFS from `sources`, stopping once every target is reached. */
  search(sources, targets) {
    const parent = /* @__PURE__ */ new Map();
    const queue = [];
    for (const s of sources) {
      if (!parent.has(s)) {
        parent.set(s, null);
        queue.push(s);
      }
    }
    const settled = () => targets.every((t) => parent.has(t));
    for (let head = 0; head < queue.length; head++) {
      if (settled()) return { parent, bounded: false };
      const path = queue[head];
      this.visited.add(path);
      if (this.visited.size > this.maxFiles || this.edges > this.maxEdges) return { parent, bounded: true };
      for (const e of this.out(path)) {
        if (parent.has(e.target)) continue;
        parent.set(e.target, { from: path, specifier: e.specifier, line: e.line });
        queue.push(e.target);
      }
      if (this.edges > this.maxEdges) return { parent, bounded: !settled() };
    }
    return { parent, bounded: false };
  }
};
function chainTo(path, parent) {
  const steps = [];
  let cur = path;
  let via = parent.get(path);
  while (cur !== void 0) {
    steps.push({ path: cur, specifier: via?.specifier ?? null, line: via?.line ?? null });
    if (!via) break;
    cur = via.from;
    via = parent.get(cur);
  }
  return steps.reverse();
}
async function entryPointReachability(input) {
  const { root, leftPath, rightPath, files } = input;
  if (input.corpusTruncated) {
    return { error: "tracked source files were left unread (file count or size limits), so an unreachable file could not be told from an unread importer" };
  }
  const known = new Set(files.keys());
  known.add(leftPath);
  known.add(rightPath);
  const [lp, rp] = await Promise.all([findNearestPackage(root, leftPath), findNearestPackage(root, rightPath)]);
  const sides = [
    { path: leftPath, pkg: lp },
    { path: rightPath, pkg: rp }
  ];
  for (const s of sides) {
    if (!s.pkg) return { error: `no package.json at or above ${s.path}, so it has no public entry points` };
    if (!s.pkg.manifest) return { error: `${s.pkg.error ?? "package.json is unusable"} (nearest package of ${s.path})` };
  }
  const byDir = /* @__PURE__ */ new Map();
  for (const s of sides) {
    const p = s.pkg;
    if (!byDir.has(p.ref.dir)) byDir.set(p.ref.dir, packageEntries(p.ref, p.manifest, known));
  }
  const publicEntries = /* @__PURE__ */ new Map();
  for (const r of byDir.values()) for (const [path, field] of r.entries) if (!publicEntries.has(path)) publicEntries.set(path, field);
  const tests = [...files.keys()].filter((p) => TEST_FILE.test(p)).sort();
  const graph = new ImportGraph(files, known, input.maxFiles ?? MAX_GRAPH_FILES, input.maxEdges ?? MAX_GRAPH_EDGES);
  const targets = [.../* @__PURE__ */ new Set([leftPath, rightPath])];
  const pub = graph.search([...publicEntries.keys()].sort(), targets);
  if (pub.bounded) return { error: `the import graph passed its bound (${graph.visited.size} files, ${graph.edges} imports) before both sides were settled` };
  const missing = targets.filter((t) => !pub.parent.has(t));
  const viaTests = missing.length > 0 ? graph.search(tests, missing) : { parent: /* @__PURE__ */ new Map(), bounded: false };
  if (viaTests.bounded) return { error: `the import graph passed its bound (${graph.visited.size} files, ${graph.edges} imports) before both sides were settled` };
  const side2 = (path, dir) => {
    for (const [kind, found] of [["public", pub], ["test", viaTests]]) {
      if (!found.parent.has(path)) continue;
      const chain = chainTo(path, found.parent);
      const entry = chain[0].path;
      return {
        path,
        package_dir: dir,
        reachability: kind === "public" ? "public" : "test-only",
        entry: { kind, path: entry, field: kind === "public" ? publicEntries.get(entry) ?? null : null },
        hops: chain.length - 1,
        chain
      };
    }
    return { path, package_dir: dir, reachability: "unreachable", entry: null, hops: null, chain: null };
  };
  return {
    method: "static-import-graph",
    rules: REACHABILITY_RULES,
    packages: [...byDir.values()].map((r) => r.pkg),
    test_entry_points: tests.length,
    graph: { files: files.size, visited: graph.visited.size, edges: graph.edges },
    left: side2(leftPath, lp.ref.dir),
    right: side2(rightPath, rp.ref.dir)
  };
}

// src/inspect/packet.ts
var ENRICH_NAMES = {
  graph: "graph_relationship",
  callers: "callers",
  callees: "callees",
  tests: "tests",
  ownership: "ownership",
  churn: "churn",
  "clone-coverage": "deterministic_clone_coverage",
  runtime: "runtime",
  "entry-points": "entry_point_reachability"
};
var ALL_ENRICHMENTS = [
  "graph_relationship",
  "entry_point_reachability",
  "callers",
  "callees",
  "tests",
  "ownership",
  "churn",
  "deterministic_clone_coverage"
];
var MAX_RUNTIME_BYTES = 16 * 1024 * 1024;
function parseEnrich(value, runtimeGiven) {
  const words = (Array.isArray(value) ? value : value === void 0 ? ["all"] : [value]).flatMap((v) => v.split(",")).map((w) => w.trim()).filter((w) => w !== "");
  const out2 = /* @__PURE__ */ new Set();
  for (const w of words) {
    if (w === "all") ALL_ENRICHMENTS.forEach((k) => out2.add(k));
    else if (w === "none") continue;
    else {
      const kind = ENRICH_NAMES[w];
      if (!kind) throw new UserError(`unknown enrichment "${w}" (expected all, none or a comma list of: ${Object.keys(ENRICH_NAMES).join(", ")})`);
      out2.add(kind);
    }
  }
  if (runtimeGiven) out2.add("runtime");
  return out2;
}
function sourceView(loc, side2) {
  return {
    status: side2.status,
    path: loc.path,
    name: loc.name,
    start_line: loc.start_line,
    end_line: loc.end_line,
    lines: loc.end_line - loc.start_line + 1,
    bytes: side2.text === null ? null : Buffer.byteLength(side2.text, "utf8"),
    source: side2.text,
    reason: side2.reason
  };
}
function fullPage(items, truncated, matching2) {
  return {
    total: items.length,
    offset: 0,
    items,
    next_offset: null,
    truncated_search: truncated,
    resolved_total: items.filter((i2) => i2.resolved).length,
    matching: matching2
  };
}
async function readRuntime(path) {
  try {
    const st = await fs8.stat(path);
    if (st.size > MAX_RUNTIME_BYTES) return { error: `runtime file ${path} is larger than ${MAX_RUNTIME_BYTES} bytes` };
    return { content: JSON.parse(await fs8.readFile(path, "utf8")) };
  } catch (err2) {
    return { error: `runtime file ${path} is unreadable: ${errorMessage(err2)}` };
  }
}
async function buildPacket(req) {
  const { candidate: c, root, requested } = req;
  const [left, right] = await Promise.all([readSide(root, c.left), readSide(root, c.right)]);
  const diagnostics = [];
  for (const [loc, side2] of [[c.left, left], [c.right, right]]) {
    if (side2.status !== "unchanged") {
      diagnostics.push({ domain: "enrichment", code: DiagnosticCode.SourceChanged, message: side2.reason ?? side2.status, path: loc.path });
    }
  }
  const verified = left.text !== null && right.text !== null;
  const unverifiedReason = "needs the recorded source of both functions, and the working tree no longer has it (see sources)";
  const enrichments = Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, { state: "not-requested" }]));
  const fail2 = (kind, reason) => {
    enrichments[kind] = { state: "unavailable", reason };
    diagnostics.push({ domain: "enrichment", code: DiagnosticCode.EnrichmentUnavailable, message: `${kind}: ${reason}`, path: null });
  };
  const ok = (kind, data) => {
    enrichments[kind] = { state: "available", data };
  };
  let corpus = null;
  let tracked = [];
  const needsCorpus = requested.has("callers") || requested.has("tests") || requested.has("entry_point_reachability");
  if (needsCorpus || requested.has("graph_relationship")) {
    const t = await trackedFiles(root);
    if ("error" in t) corpus = { error: `cannot list tracked files: ${t.error}` };
    else {
      tracked = t.files;
      if (needsCorpus) corpus = await loadCorpus(root, t.files);
    }
  }
  if (requested.has("graph_relationship")) {
    if (left.fileText === null || right.fileText === null) fail2("graph_relationship", "needs both files, and one is unreadable");
    else {
      ok("graph_relationship", await graphRelationship({
        root,
        leftPath: c.left.path,
        rightPath: c.right.path,
        leftText: left.fileText,
        rightText: right.fileText,
        files: new Set(tracked)
      }));
    }
  }
  if (requested.has("callers")) {
    if (!corpus || "error" in corpus) fail2("callers", corpus?.error ?? "no file list");
    else {
      const r = findCallers({ files: corpus.files, left: c.left, right: c.right });
      if ("error" in r) fail2("callers", r.error);
      else ok("callers", fullPage(r.sites, r.truncated || corpus.truncated, CALLERS_MATCHING));
    }
  }
  if (requested.has("tests")) {
    if (!corpus || "error" in corpus) fail2("tests", corpus?.error ?? "no file list");
    else ok("tests", fullPage(findTests({ files: corpus.files, left: c.left, right: c.right }), corpus.truncated, TESTS_MATCHING));
  }
  if (requested.has("callees")) {
    if (!verified) fail2("callees", unverifiedReason);
    else ok("callees", calleeEvidence(left.text, c.left.name, right.text, c.right.name));
  }
  if (requested.has("deterministic_clone_coverage")) {
    if (!verified) fail2("deterministic_clone_coverage", unverifiedReason);
    else ok("deterministic_clone_coverage", cloneCoverage(left.text, right.text));
  }
  if (requested.has("ownership")) {
    const r = await ownership(root, c.left.path, c.right.path);
    if ("error" in r) fail2("ownership", r.error);
    else ok("ownership", r);
  }
  if (requested.has("churn")) {
    if (!verified) fail2("churn", `${unverifiedReason}; the recorded lines would name other code`);
    else {
      const r = await churn(root, c.left, c.right);
      if ("error" in r) fail2("churn", r.error);
      else ok("churn", r);
    }
  }
  if (requested.has("runtime")) {
    if (!req.runtimePath) fail2("runtime", "requested without a runtime file (--runtime FILE)");
    else {
      const r = await readRuntime(req.runtimePath);
      if ("error" in r) fail2("runtime", r.error);
      else ok("runtime", { file: req.runtimePath, content: r.content });
    }
  }
  if (requested.has("entry_point_reachability")) {
    if (!corpus || "error" in corpus) fail2("entry_point_reachability", corpus?.error ?? "no file list");
    else {
      const r = await entryPointReachability({ root, leftPath: c.left.path, rightPath: c.right.path, files: corpus.files, corpusTruncated: corpus.truncated });
      if ("error" in r) fail2("entry_point_reachability", r.error);
      else ok("entry_point_reachability", r);
    }
  }
  const states = Object.fromEntries(ENRICHMENT_KINDS.map((k) => [k, enrichments[k].state]));
  const snapshot = {
    schema_version: req.envelope.schema_version,
    generation: req.envelope.generation,
    candidate: { ...c, enrichment: states },
    completion: req.envelope.completion,
    diagnostics: req.envelope.diagnostics
  };
  const v = validate("snapshot", snapshot);
  if (!v.ok) throw new Error(`internal: snapshot does not satisfy its schema:
${formatSchemaErrors(v.errors)}`);
  return {
    inspect_version: INSPECT_VERSION,
    snapshot,
    sources: { left: sourceView(c.left, left), right: sourceView(c.right, right) },
    enrichments,
    diagnostics,
    output: { ceiling_bytes: null, bytes: 0, omitted: [], follow_up: [] }
  };
}

// src/inspect/bound.ts
var DEFAULT_MAX_BYTES = 16 * 1024;
var DEFAULT_PAGE_SIZE = 20;
var MAX_PAGE_SIZE = 100;
var MAX_CHAIN_BYTES = 2048;
var utf8 = (s) => Buffer.byteLength(s, "utf8");
var omitted = (bytes) => ({ omitted: true, reason: "output_budget", bytes });
function serializeExact(packet) {
  packet.output.bytes = 0;
  for (let i2 = 0; i2 < 16; i2++) {
    const text = toJson(packet);
    const n = utf8(text);
    if (n === packet.output.bytes) return text;
    packet.output.bytes = n;
  }
  throw new Error("internal: output.bytes did not converge");
}
var DATA_ORDER = ["graph_relationship", "entry_point_reachability", "ownership", "churn", "deterministic_clone_coverage", "callees", "runtime"];
var PAGED = ["callers", "tests"];
function boundPacket(full, opts) {
  const p = structuredClone(full);
  const out2 = { ceiling_bytes: opts.maxBytes, bytes: 0, omitted: [], follow_up: [] };
  p.output = out2;
  const units = [];
  for (const side2 of ["left", "right"]) {
    const text = full.sources[side2].source;
    if (typeof text !== "string") continue;
    const bytes = utf8(text);
    units.push({ pointer: `/sources/${side2}/source`, bytes, show: () => {
      p.sources[side2].source = text;
    }, hide: () => {
      p.sources[side2].source = omitted(bytes);
    } });
  }
  const chainOmissions = [];
  const reach = full.enrichments.entry_point_reachability;
  let reachData = reach.state === "available" ? reach.data : void 0;
  if (reach.state === "available" && !("omitted" in reach.data)) {
    const d = structuredClone(reach.data);
    for (const side2 of ["left", "right"]) {
      const chain = d[side2].chain;
      if (chain === null || !Array.isArray(chain)) continue;
      const bytes = utf8(JSON.stringify(chain));
      if (bytes <= MAX_CHAIN_BYTES) continue;
      d[side2].chain = { omitted: true, reason: "unit_allowance", bytes };
      chainOmissions.push({ unit: `/enrichments/entry_point_reachability/data/${side2}/chain`, bytes, reason: "unit_allowance" });
    }
    reachData = d;
    p.enrichments.entry_point_reachability.data = d;
  }
  for (const kind of DATA_ORDER) {
    const e = full.enrichments[kind];
    if (e.state !== "available") continue;
    const data = kind === "entry_point_reachability" ? reachData : e.data;
    const bytes = utf8(JSON.stringify(data));
    const target = p.enrichments[kind];
    units.push({ pointer: `/enrichments/${kind}/data`, bytes, show: () => {
      target.data = data;
    }, hide: () => {
      target.data = omitted(bytes);
    } });
  }
  const lastResort = [];
  const scopePaths = full.snapshot.generation.scope.paths;
  const scopeBytes = utf8(JSON.stringify(scopePaths));
  lastResort.push({
    pointer: "/snapshot/generation/scope/paths",
    bytes: scopeBytes,
    show: () => {
      p.snapshot.generation.scope.paths = scopePaths;
    },
    hide: () => {
      p.snapshot.generation.scope.paths = omitted(scopeBytes);
    }
  });
  const snapDiags = full.snapshot.diagnostics;
  const diagBytes = utf8(JSON.stringify(snapDiags));
  lastResort.push({
    pointer: "/snapshot/diagnostics",
    bytes: diagBytes,
    show: () => {
      p.snapshot.diagnostics = snapDiags;
    },
    hide: () => {
      p.snapshot.diagnostics = omitted(diagBytes);
    }
  });
  const pages = PAGED.flatMap((kind) => {
    const e = full.enrichments[kind];
    if (e.state !== "available" || !("items" in e.data)) return [];
    const src = e.data;
    const page = { ...src, offset: opts.offset, items: [], next_offset: null };
    p.enrichments[kind].data = page;
    const wanted = src.items.slice(opts.offset, opts.offset + opts.limit);
    return [{ kind, page, wanted, total: src.total }];
  });
  const setNext = (pg) => {
    const end = pg.page.offset + pg.page.items.length;
    pg.page.next_offset = end < pg.total ? end : null;
  };
  pages.forEach(setNext);
  const size = () => utf8(serializeExact(p));
  const record = () => {
    out2.omitted = [];
    for (const u of [...lastResort, ...units]) {
      if (isHidden(u.pointer, p)) {
        out2.omitted.push({ unit: u.pointer, bytes: u.bytes, reason: "output_budget" });
      }
    }
    if (!isHidden("/enrichments/entry_point_reachability/data", p)) out2.omitted.push(...chainOmissions);
    for (const pg of pages) {
      const dropped = pg.wanted.slice(pg.page.items.length);
      if (dropped.length > 0) {
        out2.omitted.push({ unit: `/enrichments/${pg.kind}/data/items`, bytes: utf8(JSON.stringify(dropped)), reason: "output_budget", count: dropped.length });
      }
    }
    out2.follow_up = [];
    if (out2.omitted.length > 0) out2.follow_up.push(opts.command("--output NEW_FILE"));
    const nexts = pages.map((pg) => pg.page.next_offset).filter((n) => n !== null);
    if (nexts.length > 0) out2.follow_up.push(opts.command(`--offset ${Math.min(...nexts)}`));
  };
  units.forEach((u) => u.hide());
  record();
  if (size() > opts.maxBytes) {
    for (const u of lastResort) {
      u.hide();
      record();
      if (size() <= opts.maxBytes) break;
    }
  }
  if (size() > opts.maxBytes) {
    throw new UserError(
      `the essential inspect packet needs ${size()} bytes, more than --max-bytes ${opts.maxBytes}; raise --max-bytes or export it with --output NEW_FILE`
    );
  }
  for (const u of units) {
    u.show();
    record();
    if (size() > opts.maxBytes) {
      u.hide();
      record();
    }
  }
  const open3 = new Set(pages);
  while (open3.size > 0) {
    for (const pg of [...open3]) {
      const item = pg.wanted[pg.page.items.length];
      if (item === void 0) {
        open3.delete(pg);
        continue;
      }
      pg.page.items.push(item);
      setNext(pg);
      record();
      if (size() > opts.maxBytes) {
        pg.page.items.pop();
        setNext(pg);
        record();
        open3.delete(pg);
      }
    }
  }
  return { packet: p, text: serializeExact(p) };
}
function isHidden(pointer, p) {
  const parts2 = pointer.split("/").slice(1);
  let v = p;
  for (const k of parts2) v = v[k];
  return typeof v === "object" && v !== null && v.omitted === true;
}

// src/inspect/human.ts
var MAX_DIFF_CELLS = 4e6;
var isOmitted = (v) => typeof v === "object" && v !== null && v.omitted === true;
function lineDiff(a, b, aStart, bStart) {
  if (a.length * b.length > MAX_DIFF_CELLS) return null;
  const ka = a.map((l) => l.trim().replace(/\s+/g, " "));
  const kb = b.map((l) => l.trim().replace(/\s+/g, " "));
  const w = b.length + 1;
  const dp = new Uint32Array((a.length + 1) * w);
  for (let i3 = a.length - 1; i3 >= 0; i3--) {
    for (let j2 = b.length - 1; j2 >= 0; j2--) {
      dp[i3 * w + j2] = ka[i3] === kb[j2] ? dp[(i3 + 1) * w + j2 + 1] + 1 : Math.max(dp[(i3 + 1) * w + j2], dp[i3 * w + j2 + 1]);
    }
  }
  const ops = [];
  let i2 = 0;
  let j = 0;
  while (i2 < a.length || j < b.length) {
    if (i2 < a.length && j < b.length && ka[i2] === kb[j]) {
      ops.push({ kind: " ", left: aStart + i2, right: bStart + j, text: a[i2] });
      i2++;
      j++;
    } else if (i2 < a.length && (j === b.length || dp[(i2 + 1) * w + j] >= dp[i2 * w + j + 1])) {
      ops.push({ kind: "-", left: aStart + i2, text: a[i2] });
      i2++;
    } else {
      ops.push({ kind: "+", right: bStart + j, text: b[j] });
      j++;
    }
  }
  return ops;
}
function header(side2, s) {
  const status = s.status === "unchanged" ? "" : `  [${s.status}]`;
  return `${side2.padEnd(5)}  ${s.path}:${s.start_line}-${s.end_line}  ${s.name}${status}`;
}
function numbered(s, text) {
  return text.split("\n").map((l, i2) => `${String(s.start_line + i2).padStart(6)} \u2502 ${l}`);
}
function sourceBlock(left, right) {
  const out2 = [];
  const lt = typeof left.source === "string" ? left.source : null;
  const rt = typeof right.source === "string" ? right.source : null;
  const why = (s) => isOmitted(s.source) ? `source omitted (output budget, ${s.source.bytes} bytes); export it with --output NEW_FILE` : `source not shown: ${s.reason ?? s.status}`;
  if (lt !== null && rt !== null) {
    const ops = lineDiff(lt.split("\n"), rt.split("\n"), left.start_line, right.start_line);
    if (ops) {
      out2.push(`--- ${left.path}:${left.start_line}-${left.end_line} ${left.name}`);
      out2.push(`+++ ${right.path}:${right.start_line}-${right.end_line} ${right.name}`);
      for (const op of ops) {
        const l = op.left === void 0 ? "" : String(op.left);
        const r = op.right === void 0 ? "" : String(op.right);
        out2.push(`${op.kind} ${l.padStart(5)} ${r.padStart(5)} \u2502 ${op.text}`);
      }
      return out2;
    }
  }
  for (const [side2, s, t] of [["left", left, lt], ["right", right, rt]]) {
    out2.push(`\u2500\u2500 ${side2}: ${s.path}:${s.start_line}-${s.end_line} ${s.name}`);
    if (t !== null) out2.push(...numbered(s, t));
    else out2.push(`   ${why(s)}`);
  }
  return out2;
}
function pageSummary(page, noun) {
  const shown = page.items.length;
  const range = shown > 0 ? `, showing ${page.offset + 1}-${page.offset + shown}` : "";
  const more = page.next_offset !== null ? `; more with --offset ${page.next_offset}` : "";
  const trunc = page.truncated_search ? " (search stopped at a limit)" : "";
  const resolved = page.resolved_total;
  const bound = resolved === void 0 ? "" : ` (${resolved} resolved to the module, ${page.total - resolved} by name only)`;
  return `${page.total} ${noun}${bound}${range}${more}${trunc}`;
}
function summarize(kind, data) {
  if (isOmitted(data)) return `omitted from this view (${data.bytes} bytes); see --output`;
  switch (kind) {
    case "graph_relationship": {
      const g = data;
      const rel = g.same_file ? "same file" : g.left_imports_right ? `left imports right ('${g.left_imports_right}')` : g.right_imports_left ? `right imports left ('${g.right_imports_left}')` : "no import between the files";
      const pkg = g.same_package ? `same package (${g.left_package?.name ?? g.left_package?.dir ?? "none"})` : "different packages";
      return `${rel}; ${pkg}; ${g.shared_imports.length} shared imports`;
    }
    case "entry_point_reachability": {
      const r = data;
      const f = (s) => {
        if (s.reachability === "unreachable") return "not reachable from an entry point or a test";
        const via = s.reachability === "public" ? `public entry ${s.entry?.path}${s.entry?.field ? ` (${s.entry.field})` : ""}` : `tests only, from ${s.entry?.path}`;
        const chain = Array.isArray(s.chain) ? s.chain.map((c) => c.path).join(" \u2192 ") : isOmitted(s.chain) ? `chain omitted (${s.chain.bytes} bytes)` : "";
        return `${via}, ${s.hops} hops${chain ? `: ${chain}` : ""}`;
      };
      return `left ${f(r.left)}; right ${f(r.right)}`;
    }
    case "callers":
      return pageSummary(data, "call sites");
    case "tests":
      return pageSummary(data, "test files");
    case "callees": {
      const c = data;
      return `left calls ${c.left.length}, right calls ${c.right.length}, shared: ${c.shared.slice(0, 8).join(", ") || "none"}${c.shared.length > 8 ? ", \u2026" : ""}`;
    }
    case "ownership": {
      const o = data;
      const f = (s) => s.owners.length > 0 ? s.owners.join(" ") : "no owner";
      return `${o.file}: left ${f(o.left)}; right ${f(o.right)}${o.same_owners ? " (same owners)" : ""}`;
    }
    case "churn": {
      const c = data;
      const f = (s) => `${s.commits} commits, ${s.authors} authors, last ${s.last_change?.slice(0, 10) ?? "never"}`;
      return `left ${f(c.left)}; right ${f(c.right)}`;
    }
    case "deterministic_clone_coverage": {
      const c = data;
      const pct = (x) => `${Math.round(x * 100)}%`;
      return `${pct(c.exact.combined)} of tokens in shared runs of >= ${c.min_run_tokens} (identifier-blind ${pct(c.normalized.combined)}); longest run ${c.longest_common_run ?? "n/a"}`;
    }
    case "runtime":
      return `from ${data.file}`;
    default:
      return "";
  }
}
function renderHuman(p) {
  const c = p.snapshot.candidate;
  const lines = [
    `Candidate ${c.candidate_id}  similarity ${c.similarity} (${c.similarity_band}, ${c.verification_status})`,
    `review_key ${c.review_key}`,
    header("left", p.sources.left),
    header("right", p.sources.right),
    "",
    ...sourceBlock(p.sources.left, p.sources.right),
    "",
    "Enrichment"
  ];
  for (const kind of ENRICHMENT_KINDS) {
    const e = p.enrichments[kind];
    const detail = e.state === "available" ? summarize(kind, e.data) : e.state === "unavailable" ? e.reason : "";
    lines.push(`  ${kind.padEnd(30)} ${e.state.padEnd(13)} ${detail}`.trimEnd());
  }
  const callers = p.enrichments.callers;
  if (callers.state === "available" && !isOmitted(callers.data)) {
    for (const s of callers.data.items) {
      if (isOmitted(s)) continue;
      const text = typeof s.text === "string" ? s.text : `${s.text.text}\u2026`;
      lines.push(`    caller (${s.side}${s.resolved ? "" : ", name only"}) ${s.path}:${s.line}:${s.column}  ${text}`);
    }
  }
  const tests = p.enrichments.tests;
  if (tests.state === "available" && !isOmitted(tests.data)) {
    for (const t of tests.data.items) if (!isOmitted(t)) lines.push(`    test ${t.path}:${t.line} (${t.sides.join("+")}; ${t.reasons.join(", ")}${t.resolved ? "" : "; name only"})`);
  }
  if (p.diagnostics.length > 0) {
    lines.push("", "Diagnostics");
    for (const d of p.diagnostics) lines.push(`  ${d.code}${d.path ? ` ${d.path}` : ""}: ${d.message}`);
  }
  if (p.output.omitted.length > 0 || p.output.follow_up.length > 0) {
    lines.push("", `Output limited to ${p.output.ceiling_bytes} bytes of JSON; left out:`);
    for (const o of p.output.omitted) lines.push(`  ${o.unit} (${o.count !== void 0 ? `${o.count} items, ` : ""}${o.bytes} bytes)`);
    for (const f of p.output.follow_up) lines.push(`  next: ${f}`);
  }
  return `${lines.join("\n")}
`;
}

// src/inspect/run.ts
var MIN_MAX_BYTES = 1024;
function followUp(opts) {
  const base = ["similar-code inspect", "--result", shellQuote(opts.resultPath), shellQuote(opts.candidateId)];
  if (opts.json) base.push("--json");
  if (opts.root) base.push("--root", shellQuote(opts.root));
  if (opts.enrich !== void 0) base.push("--enrich", shellQuote([opts.enrich].flat().join(",")));
  if (opts.runtimePath !== void 0) base.push("--runtime", shellQuote(opts.runtimePath));
  if (opts.limit !== void 0) base.push("--limit", String(opts.limit));
  if (opts.maxBytes !== void 0) base.push("--max-bytes", String(opts.maxBytes));
  return followUpCommand(base);
}
async function exportPacket(full, path, opts, maxBytes) {
  const text = serializeExact(full);
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > MAX_EXPORT_BYTES) throw new UserError(`the complete packet is ${bytes} bytes, over the ${MAX_EXPORT_BYTES}-byte export limit`);
  const written = await writeNewFile(path, text);
  const receipt = {
    export_receipt: {
      path: written.path,
      bytes: written.bytes,
      sha256: sha256Hex(text),
      candidate_id: full.snapshot.candidate.candidate_id,
      complete: true,
      enrichment: full.snapshot.candidate.enrichment
    },
    output: { ceiling_bytes: maxBytes, bytes: 0 }
  };
  if (!opts.json) return `Wrote the complete inspect packet for ${receipt.export_receipt.candidate_id} to ${written.path} (${written.bytes} bytes).
`;
  return serializeExact(receipt);
}
async function inspect(opts) {
  const maxBytes = nonNegativeInt(opts.maxBytes, DEFAULT_MAX_BYTES, "--max-bytes");
  if (maxBytes < MIN_MAX_BYTES) throw new UserError(`--max-bytes must be at least ${MIN_MAX_BYTES}`);
  const offset = nonNegativeInt(opts.offset, 0, "--offset");
  const limit = nonNegativeInt(opts.limit, DEFAULT_PAGE_SIZE, "--limit");
  if (limit < 1 || limit > MAX_PAGE_SIZE) throw new UserError(`--limit must be between 1 and ${MAX_PAGE_SIZE}`);
  const requested = parseEnrich(opts.enrich, opts.runtimePath !== void 0);
  const envelope = await loadEnvelope(opts.resultPath);
  const candidate = findCandidate(envelope, opts.candidateId, opts.resultPath);
  const root = resolve9(opts.root ?? process.cwd());
  const full = await buildPacket({ envelope, candidate, root, requested, runtimePath: opts.runtimePath });
  if (opts.outputPath !== void 0) return exportPacket(full, opts.outputPath, opts, maxBytes);
  const { packet, text } = boundPacket(full, { maxBytes, offset, limit, command: followUp(opts) });
  if (opts.json) return text;
  return humanWithinCeiling(renderHuman(packet), text, maxBytes);
}
function runInspect(opts) {
  return commandResult(() => inspect(opts));
}

// src/cli/commands/inspect.ts
function registerInspect(program2, setExit) {
  program2.command("inspect").description("Build the candidate snapshot and a bounded inspect packet for one candidate, without rerunning the scan.").argument("<candidate-id>", "candidate_id from the scan result").requiredOption("--result <file>", "discovery envelope written by `scan`").option("--json", "print the bounded JSON packet instead of the human view").option("--max-bytes <n>", "byte ceiling of the output (default 16 KiB)", parseCount).option("--offset <n>", "offset into the callers and tests lists", parseCount).option("--limit <n>", "page size of the callers and tests lists (default 20)", parseCount).option("--enrich <list>", "all, none, or a comma list: graph,entry-points,callers,callees,tests,ownership,churn,clone-coverage,runtime", "all").option("--runtime <file>", "runtime evidence (JSON) to include").option("--output <new-file>", "write the complete packet to a new file (never overwrites, never follows a symlink)").option("--root <dir>", "repository root the result paths are relative to (default: current directory)").action(async (candidateId2, f) => {
    const { output, exitCode } = await runInspect({
      resultPath: f.result,
      candidateId: candidateId2,
      json: f.json,
      maxBytes: f.maxBytes,
      offset: f.offset,
      limit: f.limit,
      enrich: f.enrich,
      runtimePath: f.runtime,
      outputPath: f.output,
      root: f.root
    });
    (exitCode === 0 ? process.stdout : process.stderr).write(output);
    setExit(exitCode);
  });
}

// src/review/join.ts
var side = (l) => ({ path: l.path, name: l.name, start_line: l.start_line, end_line: l.end_line });
var locKey = (l) => `${l.path}\0${l.name}`;
var pairKey = (a, b) => [locKey(a), locKey(b)].sort().join("");
function joinVerdicts(envelope, doc) {
  const warnings = [];
  const byKey = /* @__PURE__ */ new Map();
  doc.verdicts.forEach((v, i2) => {
    const prev = byKey.get(v.review_key);
    if (prev !== void 0) warnings.push(`verdicts /verdicts/${prev} and /verdicts/${i2} share review_key ${v.review_key}; the later one applies`);
    byKey.set(v.review_key, i2);
  });
  const byPair = /* @__PURE__ */ new Map();
  for (const c of envelope.candidates) {
    const k = pairKey(c.left, c.right);
    if (!byPair.has(k)) byPair.set(k, c);
  }
  const keys = new Set(envelope.candidates.map((c) => c.review_key));
  const candidates = envelope.candidates.map((c) => {
    const i2 = byKey.get(c.review_key);
    const v = i2 === void 0 ? void 0 : doc.verdicts[i2];
    return {
      candidate_id: c.candidate_id,
      review_key: c.review_key,
      left: side(c.left),
      right: side(c.right),
      similarity: c.similarity,
      similarity_band: c.similarity_band,
      verdict: v && i2 !== void 0 ? {
        index: i2,
        verdict: v.verdict,
        ...v.note !== void 0 ? { note: v.note } : {},
        ...v.author !== void 0 ? { author: v.author } : {},
        ...v.date !== void 0 ? { date: v.date } : {},
        dismissing: isDismissingVerdict(v.verdict)
      } : null
    };
  });
  const notBound = [];
  for (const [key, i2] of byKey) {
    if (keys.has(key)) continue;
    const v = doc.verdicts[i2];
    const now = v.locations ? byPair.get(pairKey(v.locations[0], v.locations[1])) : void 0;
    const pair = v.locations ? `${v.locations[0].path}#${v.locations[0].name} \u2194 ${v.locations[1].path}#${v.locations[1].name}` : null;
    notBound.push(
      now ? {
        index: i2,
        review_key: key,
        verdict: v.verdict,
        status: "not-bound",
        reason: "content-changed",
        message: `${pair} is now candidate ${now.candidate_id} with review_key ${now.review_key}: the code of one or both functions changed since the verdict, so it no longer applies; review the pair again`,
        current: { candidate_id: now.candidate_id, review_key: now.review_key }
      } : {
        index: i2,
        review_key: key,
        verdict: v.verdict,
        status: "not-bound",
        reason: "no-matching-candidate",
        message: `no candidate has this review_key${pair ? ` and none is at ${pair}` : ""}: the functions were changed, removed, or are no longer similar above the threshold (moving or reformatting them keeps the key)`,
        current: null
      }
    );
  }
  notBound.sort((a, b) => a.index - b.index);
  const reviewed = candidates.filter((c) => c.verdict !== null);
  return {
    review_version: "1",
    summary: {
      candidates: candidates.length,
      reviewed: reviewed.length,
      unreviewed: candidates.length - reviewed.length,
      dismissed: reviewed.filter((c) => c.verdict?.dismissing).length,
      verdicts: doc.verdicts.length,
      not_bound: notBound.length
    },
    candidates,
    not_bound: notBound,
    warnings
  };
}

// src/review/bound.ts
var DEFAULT_REVIEW_MAX_BYTES = 16 * 1024;
var DEFAULT_REVIEW_PAGE_SIZE = 20;
var MAX_REVIEW_PAGE_SIZE = 100;
var utf82 = (s) => Buffer.byteLength(s, "utf8");
function completeOutput(r) {
  return {
    review_version: r.review_version,
    summary: r.summary,
    candidates: r.candidates,
    not_bound: r.not_bound,
    warnings: r.warnings,
    pagination: {
      offset: 0,
      limit: null,
      candidates: { total: r.candidates.length, shown: r.candidates.length, next_offset: null },
      not_bound: { total: r.not_bound.length, shown: r.not_bound.length, next_offset: null }
    },
    output: { ceiling_bytes: null, bytes: 0, omitted: [], follow_up: [] }
  };
}
function boundReview(r, opts) {
  const out2 = { ceiling_bytes: opts.maxBytes, bytes: 0, omitted: [], follow_up: [] };
  const lists = ["candidates", "not_bound"].map((name3) => {
    const all = r[name3];
    return { name: name3, wanted: all.slice(opts.offset, opts.offset + opts.limit), items: [], page: { total: all.length, shown: 0, next_offset: null }, placeholders: [] };
  });
  const [cands, notBound] = lists;
  const warnings = [];
  const doc = {
    review_version: r.review_version,
    summary: r.summary,
    candidates: cands.items,
    not_bound: notBound.items,
    warnings,
    pagination: { offset: opts.offset, limit: opts.limit, candidates: cands.page, not_bound: notBound.page },
    output: out2
  };
  const setNext = (l) => {
    l.page.shown = l.items.length;
    const end = opts.offset + l.items.length;
    l.page.next_offset = end < l.page.total ? end : null;
  };
  const record = () => {
    out2.omitted = [];
    for (const l of lists) {
      for (const i2 of l.placeholders) {
        out2.omitted.push({ unit: `/${l.name}/${i2 - opts.offset}`, bytes: l.items[i2 - opts.offset].bytes, reason: "output_budget" });
      }
      const dropped = l.wanted.slice(l.items.length);
      if (dropped.length > 0) out2.omitted.push({ unit: `/${l.name}`, bytes: utf82(JSON.stringify(dropped)), reason: "output_budget", count: dropped.length });
    }
    const droppedWarnings = r.warnings.slice(warnings.length);
    if (droppedWarnings.length > 0) out2.omitted.push({ unit: "/warnings", bytes: utf82(JSON.stringify(droppedWarnings)), reason: "output_budget", count: droppedWarnings.length });
    out2.follow_up = [];
    if (out2.omitted.length > 0) out2.follow_up.push(opts.command("--output NEW_FILE"));
    const nexts = lists.map((l) => l.page.next_offset).filter((n) => n !== null);
    if (nexts.length > 0) out2.follow_up.push(opts.command(`--offset ${Math.min(...nexts)}`));
  };
  const size = () => utf82(serializeExact(doc));
  const fits = () => size() <= opts.maxBytes;
  const fitsAlone = (name3, row2) => {
    const probe2 = { ...doc, candidates: [], not_bound: [], warnings: [], output: { ...out2 } };
    probe2[name3] = [row2];
    return utf82(serializeExact(probe2)) <= opts.maxBytes;
  };
  lists.forEach(setNext);
  record();
  const skeleton = size();
  if (skeleton > opts.maxBytes) {
    throw new UserError(`the review summary needs ${skeleton} bytes, more than --max-bytes ${opts.maxBytes}; raise --max-bytes or export it with --output NEW_FILE`);
  }
  const open3 = new Set(lists);
  while (open3.size > 0) {
    for (const l of [...open3]) {
      const row2 = l.wanted[l.items.length];
      if (row2 === void 0) {
        open3.delete(l);
        continue;
      }
      l.items.push(row2);
      setNext(l);
      record();
      if (fits()) continue;
      const bytes = utf82(JSON.stringify(row2));
      l.items.pop();
      if (!fitsAlone(l.name, row2)) {
        l.items.push({ omitted: true, reason: "output_budget", bytes });
        l.placeholders.push(opts.offset + l.items.length - 1);
        setNext(l);
        record();
        if (fits()) continue;
        l.items.pop();
        l.placeholders.pop();
      }
      setNext(l);
      record();
      open3.delete(l);
    }
  }
  for (const w of r.warnings) {
    warnings.push(w);
    record();
    if (!fits()) {
      warnings.pop();
      record();
      break;
    }
  }
  return { doc, text: serializeExact(doc) };
}

// src/review/run.ts
var MIN_MAX_BYTES2 = 1024;
function followUp2(opts) {
  const base = ["similar-code review", "--result", shellQuote(opts.resultPath), "--verdicts", shellQuote(opts.verdictsPath)];
  if (opts.json) base.push("--json");
  if (opts.limit !== void 0) base.push("--limit", String(opts.limit));
  if (opts.maxBytes !== void 0) base.push("--max-bytes", String(opts.maxBytes));
  return followUpCommand(base);
}
async function loadBoth(opts) {
  const problems = [];
  let envelope;
  let verdicts;
  try {
    const doc = await readJsonDocument(opts.resultPath, "result");
    const r = validate("envelope", doc);
    if (!r.ok) throw new InvalidDocumentError(opts.resultPath, "result", r.errors);
    envelope = doc;
  } catch (err2) {
    if (!(err2 instanceof UserError)) throw err2;
    problems.push(err2.message);
  }
  try {
    verdicts = parseVerdicts(await readJsonDocument(opts.verdictsPath, "verdicts"), opts.verdictsPath);
  } catch (err2) {
    if (!(err2 instanceof UserError)) throw err2;
    problems.push(err2.message);
  }
  if (!envelope || !verdicts) throw new UserError(problems.join("\n"));
  return { envelope, verdicts };
}
var isOmitted2 = (v) => typeof v === "object" && v !== null && v.omitted === true;
function renderReview(r) {
  const s = r.summary;
  const lines = [
    `Reviewed ${s.reviewed} of ${s.candidates} candidates (${s.dismissed} dismissed); ${s.not_bound} of ${s.verdicts} verdicts not bound.`
  ];
  r.candidates.forEach((c, i2) => {
    if (isOmitted2(c)) {
      lines.push(`  #${r.pagination.offset + i2 + 1} omitted (${c.bytes} bytes); export with --output NEW_FILE`);
      return;
    }
    const v = c.verdict ? c.verdict.verdict : "\u2014";
    const note = c.verdict?.note ? `  "${c.verdict.note}"` : "";
    lines.push(
      `  ${c.candidate_id}  ${v.padEnd(14)} ${c.left.path}:${c.left.start_line} ${c.left.name} \u2194 ${c.right.path}:${c.right.start_line} ${c.right.name}  (${c.similarity}, ${c.similarity_band})${note}`
    );
  });
  if (r.not_bound.length > 0) {
    lines.push("", "Not bound:");
    r.not_bound.forEach((n, i2) => {
      if (isOmitted2(n)) lines.push(`  #${r.pagination.offset + i2 + 1} omitted (${n.bytes} bytes); export with --output NEW_FILE`);
      else lines.push(`  /verdicts/${n.index} (${n.verdict}, review_key ${n.review_key}): not-bound: ${n.reason}: ${n.message}`);
    });
  }
  if (r.warnings.length > 0) {
    lines.push("", "Warnings:");
    for (const w of r.warnings) lines.push(`  ${w}`);
  }
  const p = r.pagination;
  for (const [name3, pg] of [["candidates", p.candidates], ["not-bound verdicts", p.not_bound]]) {
    if (pg.next_offset !== null) lines.push(`More ${name3}: ${pg.total - pg.next_offset} after this page (--offset ${pg.next_offset}).`);
  }
  if (r.output.omitted.length > 0) {
    lines.push("", `Output limited to ${r.output.ceiling_bytes} bytes of JSON; left out:`);
    for (const o of r.output.omitted) lines.push(`  ${o.unit} (${o.count !== void 0 ? `${o.count} rows, ` : ""}${o.bytes} bytes)`);
    for (const f of r.output.follow_up) lines.push(`  next: ${f}`);
  }
  return `${lines.join("\n")}
`;
}
async function review(opts) {
  const maxBytes = nonNegativeInt(opts.maxBytes, DEFAULT_REVIEW_MAX_BYTES, "--max-bytes");
  if (maxBytes < MIN_MAX_BYTES2) throw new UserError(`--max-bytes must be at least ${MIN_MAX_BYTES2}`);
  const offset = nonNegativeInt(opts.offset, 0, "--offset");
  const limit = nonNegativeInt(opts.limit, DEFAULT_REVIEW_PAGE_SIZE, "--limit");
  if (limit < 1 || limit > MAX_REVIEW_PAGE_SIZE) throw new UserError(`--limit must be between 1 and ${MAX_REVIEW_PAGE_SIZE}`);
  const { envelope, verdicts } = await loadBoth(opts);
  const report = joinVerdicts(envelope, verdicts);
  if (opts.outputPath !== void 0) {
    const text2 = serializeExact(completeOutput(report));
    const bytes = Buffer.byteLength(text2, "utf8");
    if (bytes > MAX_EXPORT_BYTES) throw new UserError(`the complete review is ${bytes} bytes, over the ${MAX_EXPORT_BYTES}-byte export limit`);
    const written = await writeNewFile(opts.outputPath, text2);
    if (!opts.json) return `Wrote the complete review (${report.summary.candidates} candidates, ${report.summary.verdicts} verdicts) to ${written.path} (${written.bytes} bytes).
`;
    const receipt = {
      export_receipt: { path: written.path, bytes: written.bytes, sha256: sha256Hex(text2), complete: true, summary: report.summary },
      output: { ceiling_bytes: maxBytes, bytes: 0 }
    };
    return serializeExact(receipt);
  }
  const { doc, text } = boundReview(report, { maxBytes, offset, limit, command: followUp2(opts) });
  if (opts.json) return text;
  return humanWithinCeiling(renderReview(doc), text, maxBytes);
}
function runReview(opts) {
  return commandResult(() => review(opts));
}

// src/cli/commands/review.ts
function registerReview(program2, setExit) {
  program2.command("review").description("Join the candidates of a scan result with a verdict document; list stale and unbound verdicts.").requiredOption("--result <file>", "discovery envelope written by `scan`").requiredOption("--verdicts <file>", "verdict document (see `similar-code schema verdicts`)").option("--json", "print the join as JSON").option("--max-bytes <n>", "byte ceiling of the output (default 16 KiB)", parseCount).option("--offset <n>", "offset into the candidate and not-bound lists", parseCount).option("--limit <n>", "rows per list (default 20)", parseCount).option("--output <new-file>", "write the complete join to a new file (never overwrites, never follows a symlink)").action(async (f) => {
    const { output, exitCode } = await runReview({
      resultPath: f.result,
      verdictsPath: f.verdicts,
      json: f.json,
      maxBytes: f.maxBytes,
      offset: f.offset,
      limit: f.limit,
      outputPath: f.output
    });
    (exitCode === 0 ? process.stdout : process.stderr).write(output);
    setExit(exitCode);
  });
}

// src/cli/main.ts
async function runCli(argv) {
  const program2 = new Command("similar-code").description("Find semantically similar functions with a local embedding model. Never gates: exit 0 whenever output was produced.").version(SIMILAR_CODE_VERSION).exitOverride().showHelpAfterError().addHelpText("after", `
Exit codes:
  0  output produced (with or without candidates, complete or partial)
  1  internal error (a bug)
  2  unusable input (bad flags, not a git repository, invalid document, output exists)`);
  let exitCode = ExitCode.Ok;
  const setExit = (code) => {
    exitCode = code;
  };
  registerScan(program2, setExit);
  registerInspect(program2, setExit);
  registerReview(program2, setExit);
  registerSchema(program2);
  registerCompanion(program2);
  registerModel(program2, setExit);
  try {
    await program2.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (err2) {
    if (err2 instanceof CommanderError) {
      return err2.exitCode === 0 ? ExitCode.Ok : ExitCode.UsageError;
    }
    if (err2 instanceof UserError) {
      process.stderr.write(`similar-code: ${err2.message}
`);
      return ExitCode.UsageError;
    }
    process.stderr.write(`similar-code: internal error: ${errorMessage(err2)}
${err2 instanceof Error && err2.stack ? err2.stack : ""}
`);
    return ExitCode.InternalError;
  }
}

// src/cli/index.ts
process.exitCode = await runCli(process.argv.slice(2));
