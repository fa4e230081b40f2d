package jpd.sgf;

import java.util.List;
import java.util.Optional;

/** One node of an SGF game tree: its properties in file order. */
record SgfNode(List<SgfProperty> properties) {

    SgfNode {
        properties = List.copyOf(properties);
    }

    /** The property of this name, if the node has it (the first one if repeated). */
    Optional<SgfProperty> property(String name) {
        return properties.stream().filter(property -> property.name().equals(name)).findFirst();
    }
}
