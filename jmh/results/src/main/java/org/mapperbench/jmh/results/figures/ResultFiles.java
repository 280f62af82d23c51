package org.mapperbench.jmh.results.figures;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.mapperbench.jmh.results.model.ResultEntries;
import org.mapperbench.jmh.results.model.ResultEntry;
import org.mapperbench.jmh.results.model.RunRecord;

/** A results folder's JSON files read, each failure one line naming the file: what {@link RunResults} loads. */
final class ResultFiles {
  private ResultFiles() {}

  static List<ResultEntry> list(Path file) {
    JsonNode list = read(file);
    try {
      return ResultEntries.list(list);
    } catch (ResultEntries.NotEntries e) {
      throw new RunResults.BadFolder(file.getFileName() + " " + e.getMessage());
    }
  }

  /** run.json bound to the records; a field of a type they cannot take makes the folder unreadable, saying where. */
  static RunRecord record(Path file, JsonNode tree) {
    try {
      return RunResults.JSON.treeToValue(tree, RunRecord.class);
    } catch (JsonProcessingException | IllegalArgumentException e) {
      StringBuilder where = new StringBuilder();
      if (e instanceof JsonMappingException mapping) {
        mapping.getPath().forEach(ref -> where.append(ref.getFieldName() == null ? "[" + ref.getIndex() + "]"
            : (where.length() == 0 ? " at " : ".") + ref.getFieldName()));
      }
      String why = e.getMessage().lines().findFirst().orElse("");
      throw new RunResults.BadFolder(file + " does not hold a run's record" + where + ": " + why);
    }
  }

  static JsonNode read(Path file) {
    try {
      JsonNode tree = RunResults.JSON.readTree(file.toFile());
      if (tree == null || tree.isMissingNode()) {
        throw new RunResults.BadFolder(file + " is empty");
      }
      return tree;
    } catch (JsonProcessingException e) {
      String line = e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
      throw new RunResults.BadFolder(file + " is not valid JSON" + line);
    } catch (IOException e) {
      throw new RunResults.BadFolder(file + " cannot be read (" + e.getMessage() + ")");
    }
  }
}
