package jpd.player.net.model;

/** A KataGo network of model version 8: its name, its input sizes and its layers. */
public record Model(String name, int version, int spatialInputs, int globalInputs, Layers.Trunk trunk,
        Layers.PolicyHead policy, Layers.ValueHead value) {
}
